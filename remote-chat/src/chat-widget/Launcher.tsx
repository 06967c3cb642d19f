import { reachIntentHandlers } from '@agency/site-kit/browser/reach-intent';
import type { SiteBrand } from '@agency/site-kit/contracts';
import { media, zIndex } from '@agency/site-kit/theme';
import { useState, type Ref } from 'react';
import styled from 'styled-components';
import { CHAT_LIMITS, CHAT_TIMING, WINDOW_SIZE } from '../shared/chat-rules';
import { CHAT_TEXT } from '../shared/content';
import { nextPulseState, type PulseState } from './launcher-pulse';

/** The pulse's halo: a ring this wide around the launcher that grows and fades. */
const PULSE_RING_PX = 8;

const Button = styled.button`
  position: fixed;
  z-index: ${zIndex.chatLauncher};
  right: ${WINDOW_SIZE.edgeOffsetPx}px;
  bottom: ${WINDOW_SIZE.edgeOffsetPx}px;
  width: ${WINDOW_SIZE.launcherSizePx}px;
  height: ${WINDOW_SIZE.launcherSizePx}px;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.palette.onBrand};
  border-radius: 50%;
  background: ${({ theme }) => theme.palette.brand};
  color: ${({ theme }) => theme.palette.onBrand};
  cursor: pointer;
  box-shadow: 0 6px 20px rgb(0 0 0 / 25%);

  ${media.below.mobile} {
    right: ${WINDOW_SIZE.mobileEdgeOffsetPx}px;
    bottom: ${WINDOW_SIZE.mobileEdgeOffsetPx}px;
  }

  svg {
    width: 28px;
    height: 28px;
  }
`;

/**
 * The pulse is a halo that grows and fades: transform and opacity only, so the
 * compositor runs it. Animating the button's box-shadow instead repaints it on
 * the page's main thread at every frame. It pulses a few times, then rests.
 */
const PulseHalo = styled.span`
  position: absolute;
  inset: -2px;
  z-index: -1;
  border-radius: 50%;
  box-shadow: 0 0 0 ${PULSE_RING_PX}px ${({ theme }) => theme.palette.brand};
  opacity: 0;
  pointer-events: none;
  animation: chat-launcher-pulse ${CHAT_TIMING.launcherPulseMs}ms ease-out ${CHAT_TIMING.launcherPulses};

  @keyframes chat-launcher-pulse {
    0% {
      transform: scale(0.9);
      opacity: 0.55;
    }
    70%,
    100% {
      transform: scale(1.15);
      opacity: 0;
    }
  }

  ${media.reducedMotion} {
    animation: none;
  }
`;

const Badge = styled.span`
  position: absolute;
  top: -6px;
  right: -6px;
  min-width: 22px;
  height: 22px;
  padding: 0 6px;
  border-radius: 11px;
  background: ${({ theme }) => theme.palette.danger};
  color: ${({ theme }) => theme.palette.white};
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 22px;
  text-align: center;
`;

/** '9+' above 9 (docs/product-rules.md §2). */
export function unreadBadgeText(count: number): string {
  return count > CHAT_LIMITS.unreadBadgeMax ? `${CHAT_LIMITS.unreadBadgeMax}+` : String(count);
}

interface LauncherProps {
  brand: SiteBrand;
  isOpen: boolean;
  unread: number;
  /** The window is in the page (it follows `isOpen` a moment later): what aria-controls may name. */
  isWindowShown: boolean;
  windowId: string;
  buttonRef: Ref<HTMLButtonElement>;
  onToggle: () => void;
  /** The visitor is about to open the window: a good moment to fetch it. */
  onIntent: () => void;
}

/**
 * The floating launcher (docs/product-rules.md §2): toggles the window, pulses, and shows a
 * red badge with the unread count. A native button, so Enter and Space work.
 */
export function Launcher({ brand, isOpen, isWindowShown, unread, windowId, buttonRef, onToggle, onIntent }: LauncherProps) {
  // Adjusted while rendering (React's pattern for state that follows a prop): a new halo, by key, pulses anew.
  const [pulseState, setPulseState] = useState<PulseState>({ unread, pulse: 0 });
  const next = nextPulseState(pulseState, unread);
  if (next !== pulseState) setPulseState(next);
  const label = unread > 0 ? `${CHAT_TEXT.launcherLabel(brand)}, ${CHAT_TEXT.unread(unread)}` : CHAT_TEXT.launcherLabel(brand);
  return (
    <>
      <Button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-expanded={isOpen}
        aria-controls={isWindowShown ? windowId : undefined}
        onClick={onToggle}
        {...reachIntentHandlers(onIntent)}
      >
        <PulseHalo key={next.pulse} aria-hidden="true" />
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {isOpen ? (
            <path
              fill="currentColor"
              d="M18.3 5.71 12 12.01l-6.3-6.3-1.41 1.41 6.3 6.3-6.3 6.29 1.41 1.42 6.3-6.3 6.29 6.3 1.42-1.42-6.3-6.29 6.3-6.3z"
            />
          ) : (
            <path
              fill="currentColor"
              d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-4.6 3.7A.9.9 0 0 1 2 21V5a2 2 0 0 1 2-2zm3 6.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z"
            />
          )}
        </svg>
        {unread > 0 && <Badge aria-hidden="true">{unreadBadgeText(unread)}</Badge>}
      </Button>
    </>
  );
}

import styled from 'styled-components';
import { media, zIndex } from '@agency/site-kit/theme';
import { WINDOW_BOTTOM_PX, WINDOW_SIZE } from '../shared/chat-rules';
export { buttonReset } from '../shared/button-style';

/**
 * docs/product-rules.md §2: fixed bottom right, 450×600 px on desktop; full screen under
 * 1024 px; nearly full width with a bottom offset under 640 px. On small
 * screens the height follows the visual viewport, so the input stays above
 * an open mobile keyboard (see useVisualViewportSize).
 */
export const Panel = styled.div`
  position: fixed;
  z-index: ${zIndex.chatWindow};
  right: ${WINDOW_SIZE.edgeOffsetPx}px;
  bottom: ${WINDOW_BOTTOM_PX}px;
  width: ${WINDOW_SIZE.widthPx}px;
  height: ${WINDOW_SIZE.heightPx}px;
  max-height: calc(100dvh - ${WINDOW_BOTTOM_PX + WINDOW_SIZE.edgeOffsetPx}px);
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.palette.white};
  color: ${({ theme }) => theme.palette.text};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius.large};
  box-shadow: 0 12px 40px rgb(0 0 0 / 20%);
  animation: chat-window-in 200ms ease-out;

  &:focus {
    outline: none;
  }

  @keyframes chat-window-in {
    from {
      opacity: 0;
      transform: translateY(12px);
    }
  }

  /* The typing dots' (TypingIndicator), declared with the window: a @keyframes rule added when the
     dots first appear, inside the tap that sends, restyles every animated element of the page. */
  @keyframes chat-typing {
    0%,
    80%,
    100% {
      opacity: 0.3;
    }
    40% {
      opacity: 1;
    }
  }

  ${media.reducedMotion} {
    animation: none;
  }

  ${media.below.tablet} {
    top: var(--chat-viewport-top, 0px);
    right: 0;
    bottom: auto;
    left: 0;
    width: 100%;
    height: var(--chat-viewport-height, 100dvh);
    max-height: none;
    border: 0;
    border-radius: 0;
  }

  ${media.below.mobile} {
    top: calc(var(--chat-viewport-top, 0px) + ${WINDOW_SIZE.mobileInsetPx}px);
    right: ${WINDOW_SIZE.mobileInsetPx}px;
    left: ${WINDOW_SIZE.mobileInsetPx}px;
    width: auto;
    height: calc(var(--chat-viewport-height, 100dvh) - ${WINDOW_SIZE.mobileInsetPx + WINDOW_SIZE.mobileBottomOffsetPx}px);
    border: 1px solid ${({ theme }) => theme.palette.border};
    border-radius: ${({ theme }) => theme.radius.large};
  }
`;

/**
 * The assistant's avatar; `data-side="visitor"` gives the visitor's. A side is an attribute, not a
 * styled prop: the visitor's first message then inserts no new style rule, which would restyle the
 * page inside the tap that sends it.
 */
export const Avatar = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  font-weight: 700;
  background: ${({ theme }) => theme.palette.brand};
  color: ${({ theme }) => theme.palette.onBrand};

  &[data-side='visitor'] {
    background: ${({ theme }) => theme.palette.textMuted};
    color: ${({ theme }) => theme.palette.white};
  }
`;

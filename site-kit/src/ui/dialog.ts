import { css, keyframes } from 'styled-components';
import { media, zIndex } from '../theme';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** Motion a dialog part enters with; none for a visitor who asked for reduced motion. */
export function enterAnimation(durationMs: number, frames = fadeIn) {
  return css`
    animation: ${frames} ${durationMs}ms ease-out;

    ${media.reducedMotion} {
      animation: none;
    }
  `;
}

/** The dimmed page behind a modal dialog or drawer, on the z-index scale's backdrop layer; fades in over `fadeMs`. */
export function modalBackdropStyle(fadeMs?: number) {
  return css`
    position: fixed;
    inset: 0;
    z-index: ${zIndex.modalBackdrop};
    background: rgb(0 0 0 / 55%);
    ${fadeMs === undefined ? '' : enterAnimation(fadeMs)}
  `;
}

/** A modal dialog centred on the viewport, at most `maxWidthPx` wide, scrolling inside when tall. */
export function modalFrameStyle(maxWidthPx: number) {
  return css`
    position: fixed;
    top: 50%;
    left: 50%;
    z-index: ${zIndex.modal};
    transform: translate(-50%, -50%);
    width: calc(100vw - 2rem);
    max-width: ${maxWidthPx}px;
    max-height: calc(100dvh - 2rem);
    overflow-y: auto;
    border-radius: ${({ theme }) => theme.radius.large};
    background: ${({ theme }) => theme.palette.white};
    color: ${({ theme }) => theme.palette.text};
    box-shadow: 0 16px 48px rgb(0 0 0 / 25%);
  `;
}

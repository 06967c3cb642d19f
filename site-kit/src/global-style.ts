import { createGlobalStyle } from 'styled-components';

/**
 * CSS custom property holding the height of what is fixed over the bottom of
 * the page (the cookie banner, while it shows). Set on <html> by its owner, and
 * registered as not inherited: an inherited property changed on <html> restyles
 * every element of the page, inside the tap that dismisses the banner.
 */
export const FIXED_BOTTOM_HEIGHT_VAR = '--site-fixed-bottom-height';
/** Room for the floating chat launcher in the bottom corner (its size and offset): the shell owns <html>, so no remote sets its scroll padding. */
const LAUNCHER_CLEARANCE_PX = 96;
/** The room the footer keeps under its content for the launcher (shell's Footer). */
export const FOOTER_BOTTOM_CLEARANCE_PX = 112;
/** What of the page's end stays visible above a fixed bottom element when scrolled to the end. */
const FIXED_BOTTOM_GAP_PX = 24;

/**
 * Document-wide styles: box sizing, body font and colours, a visible focus
 * ring, and the reduced-motion override. Rendered once by the shell (and by a
 * remote's standalone dev page, which has no shell around it).
 */
export const GlobalStyle = createGlobalStyle`
  @property ${FIXED_BOTTOM_HEIGHT_VAR} {
    syntax: '<length>';
    inherits: false;
    initial-value: 0px;
  }
  *, *::before, *::after { box-sizing: border-box; }
  html {
    -webkit-text-size-adjust: 100%;
    /* WCAG 2.4.11: what focus or a link scrolls to stays clear of the fixed header and of
       what is fixed at the bottom (the cookie banner sets its height; the chat launcher otherwise). */
    scroll-padding-top: ${({ theme }) => theme.headerHeight.desktop}px;
    scroll-padding-bottom: max(var(${FIXED_BOTTOM_HEIGHT_VAR}, 0px), ${LAUNCHER_CLEARANCE_PX}px);
    /* The page's end scrolls clear of a fixed bottom element taller than the footer's own room;
       the extra room lies under that element. */
    padding-bottom: max(0px, calc(var(${FIXED_BOTTOM_HEIGHT_VAR}, 0px) + ${FIXED_BOTTOM_GAP_PX - FOOTER_BOTTOM_CLEARANCE_PX}px));
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile - 1}px) {
    html { scroll-padding-top: ${({ theme }) => theme.headerHeight.mobile}px; }
  }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    color: ${({ theme }) => theme.palette.text};
    background: ${({ theme }) => theme.palette.white};
    line-height: ${({ theme }) => theme.type.lineHeight.body};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
  }
  img, svg { max-width: 100%; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 2px;
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px; height: 1px; margin: -1px; padding: 0;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

/**
 * The site's design tokens, shared through styled-components' ThemeProvider.
 * The shell provides it; a remote running inside the shell reads the same
 * theme through the shared styled-components singleton, and a remote's
 * standalone dev page provides it itself (see ./standalone).
 */

/** docs/product-rules.md §2 breakpoints, in px. */
export const BREAKPOINTS = { mobile: 640, tablet: 1024, desktop: 1200 } as const;

export const palette = {
  /** docs/product-rules.md §9 brand blue. Decorative and large text only: 3.2:1 on white. */
  brand: '#0898D6',
  /** Brand blue darkened for text and links on white (6.7:1, WCAG AA). */
  brandText: '#04628C',
  /** Text on a brand-blue surface (black on #0898D6 is 6.5:1). */
  onBrand: '#000000',
  black: '#000000',
  white: '#FFFFFF',
  /** Body text on white (18.4:1) and muted text (8.9:1). */
  text: '#141414',
  textMuted: '#4A4A4A',
  surface: '#F4F8FB',
  border: '#D0D7DE',
  danger: '#B3261E',
  /** Focus ring: 11.9:1 on white, 3.7:1 on brand blue (WCAG 2.4.13 needs 3:1). */
  focus: '#003B57',
} as const;

/**
 * The brand typeface: Inter, a variable font self-hosted by the shell (latin
 * subset, preloaded). Until it has loaded, text is set in a local Arial (or a
 * metric twin) adjusted to Inter's metrics, so nothing moves when it swaps.
 * The shell declares both faces in the page's <head> under these names.
 */
export const BRAND_FONT_FAMILY = 'Inter Variable';
export const BRAND_FONT_FALLBACK_FAMILY = 'Inter Fallback';
const SYSTEM_SANS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * The type scale, from the hero's slogan down to captions: every remote sets
 * its text sizes from here. Headings grow fluidly between phone and desktop.
 */
export const typeScale = {
  /** The About banner's product name. */
  displayLarge: 'clamp(2.75rem, 1.5rem + 6vw, 6rem)',
  /** The hero slogan. */
  display: 'clamp(2.5rem, 1.6rem + 3.6vw, 4.5rem)',
  h1: 'clamp(2rem, 1.5rem + 2vw, 3rem)',
  h2: 'clamp(1.75rem, 1.2rem + 2vw, 2.5rem)',
  h3: 'clamp(1.5rem, 1.2rem + 1vw, 2rem)',
  /** Dialog headings and highlighted figures. */
  titleLarge: '1.5rem',
  /** Card titles. */
  title: '1.375rem',
  /** Banner greetings and subtitles. */
  subtitle: 'clamp(1.25rem, 1rem + 1vw, 1.75rem)',
  /** The paragraph that introduces a page. */
  lead: 'clamp(1.125rem, 1rem + 0.5vw, 1.3125rem)',
  large: '1.25rem',
  bodyLarge: '1.125rem',
  button: '1.0625rem',
  body: '1rem',
  small: '0.9375rem',
  caption: '0.875rem',
  /** Labels printed inside icons. */
  tiny: '0.625rem',
} as const;

/** The spacing scale (px), for paddings, gaps and margins. */
export const space = {
  xxs: '4px',
  xs: '8px',
  sm: '12px',
  md: '16px',
  lg: '24px',
  xl: '32px',
  xxl: '48px',
  xxxl: '72px',
  huge: '96px',
} as const;

export const siteTheme = {
  palette,
  breakpoints: BREAKPOINTS,
  /** docs/product-rules.md §2/§9 header heights. */
  headerHeight: { desktop: 112, mobile: 72 },
  fonts: {
    body: `"${BRAND_FONT_FAMILY}", "${BRAND_FONT_FALLBACK_FAMILY}", ${SYSTEM_SANS}`,
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  type: {
    size: typeScale,
    weight: { regular: 400, medium: 500, semibold: 600, bold: 700, heavy: 800 },
    lineHeight: { display: 1.05, heading: 1.2, body: 1.5 },
    /** Letter spacing: large type is set tighter, small capitals looser. */
    tracking: { display: '-0.025em', heading: '-0.015em', caps: '0.12em' },
  },
  space,
  /** A page section's padding: block and inline, on wide screens and under the tablet breakpoint. */
  section: {
    wide: `${space.xxxl} ${space.lg}`,
    narrow: `${space.xxl} ${space.md}`,
  },
  radius: { small: '6px', large: '16px' },
} as const;

export type SiteTheme = typeof siteTheme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends SiteTheme {}
}

/**
 * Media queries for styled-components templates:
 * `${media.below.tablet} { ... }` applies under 1024 px, `${media.atLeast.tablet}` from 1024 px.
 */
export const media = {
  below: {
    mobile: `@media (max-width: ${BREAKPOINTS.mobile - 1}px)`,
    tablet: `@media (max-width: ${BREAKPOINTS.tablet - 1}px)`,
    desktop: `@media (max-width: ${BREAKPOINTS.desktop - 1}px)`,
  },
  atLeast: {
    mobile: `@media (min-width: ${BREAKPOINTS.mobile}px)`,
    tablet: `@media (min-width: ${BREAKPOINTS.tablet}px)`,
    desktop: `@media (min-width: ${BREAKPOINTS.desktop}px)`,
  },
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

/**
 * The site's one stacking order, lowest first. Every fixed or overlaying
 * element of the shell and the remotes takes its z-index from here, so a
 * remote can never paint above another's modal by picking a bigger number.
 *
 * Page chrome (header, cookie banner) < chat launcher < chat window <
 * modal overlays (drawer, cookie preferences, contact and info popups) <
 * the skip link, which must be visible whenever it has focus.
 * (Kept in this file: Node runs it directly for the first paint, so it imports nothing.)
 */
export const zIndex = {
  /** Content lifted above its neighbours inside a section (mockups, cards). */
  raised: 1,
  /** The fixed site header. */
  header: 100,
  /** The cookie banner, fixed at the bottom. */
  cookieBanner: 200,
  /** The floating chat launcher: above the page chrome, under every modal. */
  chatLauncher: 300,
  /** The chat window: above its launcher (it covers it when full screen). */
  chatWindow: 310,
  /** A modal's dimming backdrop. */
  modalBackdrop: 400,
  /** A modal's content (drawer panel, dialogs, popups). Modals opened later stack by DOM order. */
  modal: 410,
  /** The skip link, the first focusable element: never hidden. */
  skipLink: 500,
} as const;

export type ZIndexLayer = keyof typeof zIndex;

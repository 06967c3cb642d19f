/**
 * The site's one stacking order, lowest first. Every fixed or overlaying
 * element of the shell and the remotes takes its z-index from here, so a
 * remote can never paint above another's modal by picking a bigger number.
 *
 * Page chrome (header, cookie banner) < chat launcher < chat window <
 * modal overlays (drawer, cookie preferences, contact and info popups) <
 * the skip link, which must be visible whenever it has focus.
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

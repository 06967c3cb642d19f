/**
 * The static first screen's Start Project (shell/public/index.html) is a link to this address
 * fragment: a visitor who chooses it before the live page has taken over is not lost, the live
 * header opens the form as it arrives.
 */
export const START_PROJECT_FRAGMENT = '#start-project';

/** Whether the visitor chose Start Project on the static first screen; the choice is taken out of the address. */
export function takeStartProjectRequest(win: Window = window): boolean {
  if (win.location.hash !== START_PROJECT_FRAGMENT) return false;
  win.history.replaceState(win.history.state, '', `${win.location.pathname}${win.location.search}`);
  return true;
}

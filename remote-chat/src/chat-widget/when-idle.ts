/**
 * Runs `callback` once the page has loaded and the browser is idle (at the
 * latest `timeoutMs` after the load event). Safari has no
 * requestIdleCallback; a short timer after the load event stands in for it.
 * Returns a function that cancels it.
 */
export function afterLoadWhenIdle(callback: () => void, timeoutMs: number, win: Window = window): () => void {
  let cancelIdle: (() => void) | undefined;
  const schedule = () => {
    if (typeof win.requestIdleCallback === 'function') {
      const handle = win.requestIdleCallback(callback, { timeout: timeoutMs });
      cancelIdle = () => win.cancelIdleCallback(handle);
      return;
    }
    const timer = win.setTimeout(callback, 200);
    cancelIdle = () => win.clearTimeout(timer);
  };
  if (win.document.readyState === 'complete') schedule();
  else win.addEventListener('load', schedule, { once: true });
  return () => {
    win.removeEventListener('load', schedule);
    cancelIdle?.();
  };
}

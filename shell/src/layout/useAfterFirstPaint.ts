import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { pageSettledAtom } from '../ui-state/atoms';

/** Mount by then even if the browser never goes idle. */
const IDLE_TIMEOUT_MS = 2000;

/** requestIdleCallback where the browser has it (Safari does not), a short timer otherwise. */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = globalThis.setTimeout(callback, 200);
  return () => globalThis.clearTimeout(timer);
}

/**
 * True once the document has loaded, the first page has rendered and the
 * browser is idle: parts that are not needed for the first paint (the chat
 * widget, the start-project section) mount then, so they never compete with it.
 */
export function useAfterFirstPaint(): boolean {
  const pageSettled = useAtomValue(pageSettledAtom);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!pageSettled || ready) return;
    let cancelIdle: (() => void) | undefined;
    const schedule = () => {
      cancelIdle = whenIdle(() => setReady(true));
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      cancelIdle?.();
    };
  }, [pageSettled, ready]);

  return ready;
}

/** Runs `fn` at most once per `waitMs`: at once, then once more at the end of the wait if called again. */
export function throttle(fn: () => void, waitMs: number): { run: () => void; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastRunAt = -Infinity;
  const invoke = () => {
    timer = undefined;
    lastRunAt = Date.now();
    fn();
  };
  return {
    run: () => {
      if (timer !== undefined) return;
      const wait = lastRunAt + waitMs - Date.now();
      if (wait <= 0) invoke();
      else timer = setTimeout(invoke, wait);
    },
    cancel: () => clearTimeout(timer),
  };
}

/** How long a task waits at most when no frame comes (a hidden tab draws none). */
export const PAINT_WAIT_LIMIT_MS = 100;

/**
 * Runs `task` once the browser has painted the next frame, so a tap's own feedback (the
 * cleared input) is on screen before heavier rendering starts. In a hidden tab, where no
 * frame comes, or where nothing draws frames, it runs after a short wait instead.
 */
export function afterNextPaint(task: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, PAINT_WAIT_LIMIT_MS);
}

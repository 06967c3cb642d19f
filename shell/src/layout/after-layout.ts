/**
 * Runs `read` once the browser has laid out and painted the next frame, when
 * reading the scroll position or a size costs nothing. Read during React's
 * commit or its effects, the same values force a layout of the whole new page
 * inside that task, which is what makes the page's start-up tasks long.
 * Returns a function that cancels it.
 */
export function afterNextLayout(read: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A frame's callbacks run before its layout; a task queued from one runs after it.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(read, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

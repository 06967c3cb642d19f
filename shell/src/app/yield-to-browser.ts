interface SchedulerWithYield {
  yield(): Promise<void>;
}

/**
 * Ends the current task so the browser can paint and handle input before the
 * rest runs. `scheduler.yield()` continues ahead of other queued tasks where
 * the browser has it; a macrotask stands in elsewhere.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

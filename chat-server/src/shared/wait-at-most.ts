/**
 * Waits for `work` to settle, for `ms` at most: the bounded waits of shutdown and start-up, which
 * go on whether or not everything they wait for has finished. True when it settled in time.
 */
export async function waitAtMost(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const settled = work.then(
    () => true,
    () => true,
  );
  const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([settled, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

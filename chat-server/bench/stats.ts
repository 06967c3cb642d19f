export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  count: number;
}

/** Nearest-rank percentiles, in milliseconds rounded to 0.1. */
export function percentiles(samples: readonly number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted.length === 0 ? Number.NaN : Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10;
  return { p50: at(50), p95: at(95), p99: at(99), count: sorted.length };
}

/** The median of a few values (the middle one, or the mean of the two middle ones). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(value * 10) / 10;
}

/** Several runs' percentiles as one: the median run's value of each. */
export function medianPercentiles(runs: readonly Percentiles[]): Percentiles {
  return {
    p50: median(runs.map((run) => run.p50)),
    p95: median(runs.map((run) => run.p95)),
    p99: median(runs.map((run) => run.p99)),
    count: runs.reduce((sum, run) => sum + run.count, 0),
  };
}

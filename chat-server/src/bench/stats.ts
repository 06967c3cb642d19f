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

import { percentiles } from './stats.js';

it('computes nearest-rank percentiles', () => {
  const samples = Array.from({ length: 100 }, (_, i) => i + 1);
  expect(percentiles(samples)).toEqual({ p50: 50, p95: 95, p99: 99, count: 100 });
  expect(percentiles([3, 1, 2])).toEqual({ p50: 2, p95: 3, p99: 3, count: 3 });
  expect(percentiles([]).count).toBe(0);
});

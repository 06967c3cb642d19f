import { median, medianPercentiles, percentiles } from './stats.js';

it('computes nearest-rank percentiles', () => {
  const samples = Array.from({ length: 100 }, (_, i) => i + 1);
  expect(percentiles(samples)).toEqual({ p50: 50, p95: 95, p99: 99, count: 100 });
  expect(percentiles([3, 1, 2])).toEqual({ p50: 2, p95: 3, p99: 3, count: 3 });
  expect(percentiles([]).count).toBe(0);
});

it('takes the median of several runs, percentile by percentile', () => {
  expect(median([300, 220, 240])).toBe(240);
  expect(median([1, 2, 3, 10])).toBe(2.5);
  expect(median([])).toBeNaN();
  const runs = [
    { p50: 40, p95: 300, p99: 320, count: 2000 },
    { p50: 30, p95: 220, p99: 400, count: 2000 },
    { p50: 50, p95: 240, p99: 260, count: 1998 },
  ];
  expect(medianPercentiles(runs)).toEqual({ p50: 40, p95: 240, p99: 320, count: 5998 });
});

import { waitAtMost } from './wait-at-most.js';

describe('waitAtMost', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('answers true as soon as the work settles, and leaves no timer behind', async () => {
    let finish!: () => void;
    const waited = waitAtMost(new Promise<void>((resolve) => (finish = resolve)), 1_000);
    finish();
    await expect(waited).resolves.toBe(true);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('counts work that failed as settled', async () => {
    await expect(waitAtMost(Promise.reject(new Error('gone')), 1_000)).resolves.toBe(true);
  });

  it('gives up after the given time when the work has not settled', async () => {
    const waited = waitAtMost(new Promise(() => undefined), 1_000);
    await jest.advanceTimersByTimeAsync(999);
    expect(jest.getTimerCount()).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(waited).resolves.toBe(false);
  });
});

/**
 * Fixed-window rate limiter kept in memory (per node). Keys are IPs or user ids.
 */
import type { RateLimitSetting } from '../config/config.js';

export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly setting: RateLimitSetting,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Counts one hit; false when the key is over its limit in the current window. */
  take(key: string): boolean {
    const now = this.clock();
    const window = this.windows.get(key);
    if (!window || now - window.start >= this.setting.windowMs) {
      this.windows.set(key, { start: now, count: 1 });
      this.prune(now);
      return this.setting.limit >= 1;
    }
    window.count += 1;
    return window.count <= this.setting.limit;
  }

  /** Seconds until the key's window resets. */
  retryAfterSeconds(key: string): number {
    const window = this.windows.get(key);
    if (!window) return 0;
    return Math.max(1, Math.ceil((window.start + this.setting.windowMs - this.clock()) / 1000));
  }

  private prune(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (now - window.start >= this.setting.windowMs) this.windows.delete(key);
  }
}

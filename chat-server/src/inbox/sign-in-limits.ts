/**
 * Failed sign-ins, counted per account and per client IP (rate-limiter-flexible,
 * in Redis when the nodes share one). Past the limit the account, or the IP,
 * is locked out for LOCKOUT_SECONDS, even with the right password.
 */
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export const ACCOUNT_FAILURES_BEFORE_LOCKOUT = 5;
export const IP_FAILURES_BEFORE_LOCKOUT = 20;
/** How long failures are counted, and how long a lock-out lasts. */
export const FAILURE_WINDOW_SECONDS = 15 * 60;
export const LOCKOUT_SECONDS = 15 * 60;

export type LockoutDecision = { locked: false } | { locked: true; retryAfterSeconds: number };

function limiter(name: string, points: number, redis: object | undefined, keyPrefix: string): RateLimiterAbstract {
  const options = { points, duration: FAILURE_WINDOW_SECONDS, blockDuration: LOCKOUT_SECONDS, keyPrefix: `${keyPrefix}:inbox:${name}` };
  return redis
    ? new RateLimiterRedis({ ...options, storeClient: redis, useRedisPackage: true, insuranceLimiter: new RateLimiterMemory(options) })
    : new RateLimiterMemory(options);
}

export class SignInLimits {
  private readonly byAccount: RateLimiterAbstract;
  private readonly byIp: RateLimiterAbstract;

  constructor(store: { redis?: object; keyPrefix: string }) {
    this.byAccount = limiter('account', ACCOUNT_FAILURES_BEFORE_LOCKOUT, store.redis, store.keyPrefix);
    this.byIp = limiter('ip', IP_FAILURES_BEFORE_LOCKOUT, store.redis, store.keyPrefix);
  }

  /** Whether the account or the IP is locked out now. */
  async check(email: string, ip: string): Promise<LockoutDecision> {
    const [account, client] = await Promise.all([this.byAccount.get(email), this.byIp.get(ip)]);
    const locked = [
      { res: account, points: ACCOUNT_FAILURES_BEFORE_LOCKOUT },
      { res: client, points: IP_FAILURES_BEFORE_LOCKOUT },
    ].filter(({ res, points }) => res !== null && res.consumedPoints >= points);
    if (locked.length === 0) return { locked: false };
    const retryAfterMs = Math.max(...locked.map(({ res }) => res!.msBeforeNext));
    return { locked: true, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
  }

  /** Counts a failed attempt against both; a count past the limit starts the lock-out. */
  async failed(email: string, ip: string): Promise<void> {
    await Promise.all(
      [this.byAccount.consume(email), this.byIp.consume(ip)].map((attempt) =>
        attempt.catch((refusal: unknown) => {
          // Over the limit is the lock-out itself; anything else is a store failure.
          if (!(refusal instanceof RateLimiterRes)) throw refusal;
        }),
      ),
    );
  }

  /** A successful sign-in clears the account's count (the IP's stays). */
  async succeeded(email: string): Promise<void> {
    await this.byAccount.delete(email);
  }
}

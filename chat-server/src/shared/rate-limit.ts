/**
 * Rate limits (rate-limiter-flexible): in memory on a single node, in Redis
 * when REDIS_URL is set so every node counts against the same budget. One
 * limit type and one refusal for Express routes and socket.io handshakes.
 */
import type { RequestHandler, Response } from 'express';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { ExtendedError, Socket } from 'socket.io';
import type { RateLimitSetting } from '../config/config.js';

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** A node-redis client that runs commands (not one in subscriber mode). */
export type RateLimitRedisClient = object;

export interface RateLimitStore {
  /** Present when limits are shared by the nodes of a site. */
  redis?: RateLimitRedisClient;
  /** Keeps the keys of several sites on one Redis apart. */
  keyPrefix: string;
}

/** Refused keys remembered at most (a flood of distinct keys clears them). */
const MAX_REMEMBERED_REFUSALS = 50_000;

export class RateLimit {
  private readonly limiter: RateLimiterAbstract;
  /** Counted in Redis, for every node of the site: a decision is a round trip. */
  readonly shared: boolean;
  /** Keys this node saw refused, until their window ends: the count only grows until then, so the refusal stands. */
  private readonly refusedUntil = new Map<string, number>();

  constructor(
    readonly name: string,
    private readonly setting: RateLimitSetting,
    /** What a refused client is told. */
    readonly message: string,
    store: RateLimitStore,
  ) {
    const options = {
      points: setting.limit,
      duration: Math.max(1, Math.ceil(setting.windowMs / 1000)),
      keyPrefix: `${store.keyPrefix}:rate:${name}`,
    };
    this.shared = store.redis !== undefined;
    this.limiter = store.redis
      ? new RateLimiterRedis({
          ...options,
          storeClient: store.redis,
          useRedisPackage: true,
          // Redis unreachable: each node keeps limiting on its own instead of letting everything through.
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);
  }

  /** A refusal this node already knows of (the key went over its limit in the current window): decided without a round trip. */
  knownRefusal(key: string): RateLimitDecision | undefined {
    if (this.setting.limit < 1) return { allowed: false, retryAfterSeconds: Math.ceil(this.setting.windowMs / 1000) };
    const until = this.refusedUntil.get(key);
    if (until === undefined) return undefined;
    const remainingMs = until - Date.now();
    if (remainingMs > 0) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) };
    this.refusedUntil.delete(key);
    return undefined;
  }

  private rememberRefusal(key: string, msBeforeNext: number): void {
    // Bounds memory under a flood of distinct keys; a forgotten refusal is only asked for again.
    if (this.refusedUntil.size >= MAX_REMEMBERED_REFUSALS) this.refusedUntil.clear();
    this.refusedUntil.set(key, Date.now() + msBeforeNext);
  }

  /** Counts one hit for the key (an IP or a visitor id). */
  async take(key: string): Promise<RateLimitDecision> {
    const known = this.knownRefusal(key);
    if (known) return known;
    try {
      await this.limiter.consume(key);
      return { allowed: true };
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      this.rememberRefusal(key, rejection.msBeforeNext);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    }
  }
}

function refuse(response: Response, limit: RateLimit, retryAfterSeconds: number): void {
  response.setHeader('Retry-After', String(retryAfterSeconds));
  response.status(429).json({ success: false, error: limit.message });
}

/** Express: 429 with Retry-After and the limit's message once the key is over its budget. */
export function rateLimited(limit: RateLimit, keyOf: (request: Parameters<RequestHandler>[0]) => string): RequestHandler {
  return (request, response, next) => {
    limit.take(keyOf(request)).then((decision) => (decision.allowed ? next() : refuse(response, limit, decision.retryAfterSeconds)), next);
  };
}

/** socket.io middleware: the handshake fails with the limit's message (`connect_error`). */
export function rateLimitedHandshake(
  limit: RateLimit,
  keyOf: (socket: Socket) => string,
): (socket: Socket, next: (error?: ExtendedError) => void) => void {
  return (socket, next) => {
    limit.take(keyOf(socket)).then(
      (decision) => {
        if (decision.allowed) return next();
        const error = new Error(limit.message) as Error & { data?: unknown };
        error.data = { retryAfterSeconds: decision.retryAfterSeconds };
        next(error);
      },
      (error: unknown) => next(error instanceof Error ? error : new Error(String(error))),
    );
  };
}

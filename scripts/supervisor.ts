// Keeps the site's services running: a service that stops without being asked
// to is started again after a back-off (0.5 s, 1 s, 2 s … at most 10 s) while
// the others keep serving. Only a crash loop (five stops within a minute) gives
// up, with the reason, so that a service that cannot run is not retried forever.
// Used by `npm start` (scripts/site.ts), `npm run dev` and the e2e fixture.

/** The timers the supervisor uses; tests pass a clock they advance by hand. */
export interface Clock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface RestartPolicy {
  /** This many stops within `windowMs` is a crash loop. */
  maxCrashes: number;
  windowMs: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RESTART_POLICY: RestartPolicy = { maxCrashes: 5, windowMs: 60_000, firstDelayMs: 500, maxDelayMs: 10_000 };

export interface SupervisorOptions {
  /** One line per event: a stop, a restart, a give-up. */
  log: (line: string) => void;
  /** A crash loop: the caller stops the site with `reason`. */
  onCrashLoop: (name: string, reason: string) => void;
  clock?: Clock;
  policy?: RestartPolicy;
}

function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`;
}

export class Supervisor {
  private readonly clock: Clock;
  private readonly policy: RestartPolicy;
  /** When each service stopped unexpectedly, within the policy's window. */
  private readonly crashes = new Map<string, number[]>();
  private readonly pending = new Map<string, unknown>();
  private stopped = false;
  private readonly options: SupervisorOptions;

  constructor(options: SupervisorOptions) {
    this.options = options;
    this.clock = options.clock ?? systemClock;
    this.policy = options.policy ?? DEFAULT_RESTART_POLICY;
  }

  /**
   * A service stopped without being asked to (`reason`: its exit code or
   * signal). `restart` starts it again and resolves once it serves; it may
   * reject (the service failed while starting), which counts as another stop.
   */
  serviceStopped(name: string, reason: string, restart: () => Promise<void>): void {
    if (this.stopped || this.pending.has(name)) return;
    const now = this.clock.now();
    const recent = [...(this.crashes.get(name) ?? []).filter((at) => now - at < this.policy.windowMs), now];
    this.crashes.set(name, recent);
    if (recent.length >= this.policy.maxCrashes) {
      const why = `${name} stopped ${recent.length} times within ${seconds(this.policy.windowMs)} (last: ${reason})`;
      this.options.log(`${why}; giving up on it.`);
      this.options.onCrashLoop(name, why);
      return;
    }
    const delay = Math.min(this.policy.firstDelayMs * 2 ** (recent.length - 1), this.policy.maxDelayMs);
    this.options.log(`${name} stopped unexpectedly (${reason}); restarting it in ${seconds(delay)}. The rest of the site keeps serving.`);
    this.pending.set(
      name,
      this.clock.setTimeout(() => {
        this.pending.delete(name);
        if (this.stopped) return;
        restart().then(
          () => {
            if (!this.stopped) this.options.log(`${name} is running again.`);
          },
          (error: unknown) => {
            if (!this.stopped) this.serviceStopped(name, error instanceof Error ? error.message : String(error), restart);
          },
        );
      }, delay),
    );
  }

  /** The site is stopping: no restart from now on. */
  stop(): void {
    this.stopped = true;
    for (const handle of this.pending.values()) this.clock.clearTimeout(handle);
    this.pending.clear();
  }
}

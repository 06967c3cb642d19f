/**
 * Periodic jobs (retention cleanup, the lead outbox sweep) go through this,
 * so tests run them on demand instead of waiting an hour.
 */
export interface Scheduler {
  /** Runs `task` every `intervalMs`; returns how to stop it. */
  every(intervalMs: number, task: () => void): () => void;
}

export const timerScheduler: Scheduler = {
  every(intervalMs, task) {
    const timer = setInterval(task, intervalMs);
    // Never keeps the process alive on its own.
    timer.unref();
    return () => clearInterval(timer);
  },
};

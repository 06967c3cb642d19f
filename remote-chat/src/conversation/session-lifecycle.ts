import type { Clock, TimerId } from '../connection';
import { clearStoredSession, isSessionExpired, loadStoredSession, storeSession, type VisitorSession } from '../session';
import { CHAT_TIMING } from '../shared/chat-rules';

export interface SessionLifecycleOptions {
  clock: Clock;
  obtainSession: (stored: VisitorSession | null) => Promise<VisitorSession | null>;
  /** chat-server could not be reached; another attempt is scheduled. */
  onUnreachable: () => void;
  /** A session from chat-server is in use; `isNewVisitor` when its user id differs from the previous one. */
  onEstablished: (session: VisitorSession, isNewVisitor: boolean) => Promise<void>;
  /** The hourly check found the session inactive for 24 h. */
  onExpired: () => Promise<void>;
}

export interface SessionLifecycle {
  current: () => VisitorSession | null;
  /** Gets a session from chat-server: the stored one refreshed, else a new anonymous one. */
  establishFromStorage: () => Promise<void>;
  /** Asks chat-server again for the current session (its token was refused). */
  renew: () => Promise<void>;
  /** Starts over as a new anonymous visitor: nothing of the old one is kept on this device. */
  replace: () => Promise<void>;
  /** The visitor was active (docs/product-rules.md: lastActiveAt moves on every send). */
  touch: () => void;
  dispose: () => void;
}

/**
 * The visitor's anonymous session (docs/product-rules.md, session): a stored
 * session inactive for 24 h is dropped without asking the server; while
 * chat-server is unreachable, retries after 2, 5, 10, then every 30 s; an
 * hourly check replaces a session that became inactive for 24 h.
 */
export function createSessionLifecycle(options: SessionLifecycleOptions): SessionLifecycle {
  const { clock } = options;
  let session: VisitorSession | null = null;
  let disposed = false;
  let failedAttempts = 0;
  let retryTimer: TimerId | undefined;

  const establish = async (stored: VisitorSession | null) => {
    clock.clearTimeout(retryTimer);
    const usable = stored && !isSessionExpired(stored, clock.now()) ? stored : null;
    if (stored && !usable) clearStoredSession();
    const obtained = await options.obtainSession(usable);
    if (disposed) return;
    if (!obtained) {
      scheduleRetry();
      options.onUnreachable();
      return;
    }
    failedAttempts = 0;
    await adopt(obtained, usable ?? stored);
  };

  const scheduleRetry = () => {
    const delays = CHAT_TIMING.sessionRetryDelaysMs;
    // After the listed waits, the last one repeats.
    const delay = delays.at(failedAttempts) ?? delays[delays.length - 1] ?? delays[0];
    failedAttempts += 1;
    retryTimer = clock.setTimeout(() => void establish(loadStoredSession()), delay);
  };

  const adopt = async (obtained: VisitorSession, previous: VisitorSession | null) => {
    const isNewVisitor = previous?.userId !== obtained.userId;
    if (isNewVisitor && previous) clearStoredSession();
    storeSession(obtained);
    session = obtained;
    await options.onEstablished(obtained, isNewVisitor);
  };

  const expiryCheck = clock.setInterval(() => {
    if (session && isSessionExpired(session, clock.now())) void options.onExpired();
  }, CHAT_TIMING.sessionCheckIntervalMs);

  return {
    current: () => session,
    establishFromStorage: () => establish(loadStoredSession()),
    renew: () => establish(session),
    replace: () => {
      clearStoredSession();
      session = null;
      return establish(null);
    },
    touch: () => {
      if (!session) return;
      session = { ...session, lastActiveAt: clock.now() };
      storeSession(session);
    },
    dispose: () => {
      disposed = true;
      clock.clearTimeout(retryTimer);
      clock.clearInterval(expiryCheck);
      session = null;
    },
  };
}

/**
 * The sales inbox on chat-server: its REST router and its live namespace,
 * built from the database the chat service writes.
 */
import type { Router } from 'express';
import type { SocketEnvelope } from '@agency/chat-protocol';
import type { ChatServer } from '../chat/socket-server.js';
import type { Logger } from '../logging/logger.js';
import type { Database } from '../storage/database.js';
import { AuditLog } from './audit-log.js';
import { Conversations } from './conversations.js';
import { InboxLive } from './inbox-namespace.js';
import { inboxRoutes } from './inbox-routes.js';
import { SignInLimits } from './sign-in-limits.js';
import { createCsrf } from './staff-auth.js';
import { StaffStore } from './staff-store.js';
import { Takeovers } from './takeovers.js';

export interface InboxDeps {
  db: Database;
  logger: Logger;
  /** chat-server's secret; the CSRF secret is derived from it. */
  secret: string;
  /** Shares the sign-in lock-outs between the nodes (a node-redis client that runs commands). */
  redis?: object;
  keyPrefix: string;
  /** The assistant's name, as the visitor knows it (the hand-back notice names it). */
  assistantName: string;
}

export class Inbox {
  readonly router: Router;
  private readonly live: InboxLive;

  constructor(deps: InboxDeps) {
    const staff = new StaffStore(deps.db);
    const audit = new AuditLog(deps.db);
    const conversations = new Conversations(deps.db);
    const takeovers = new Takeovers(deps.db, deps.assistantName);
    this.live = new InboxLive({ staff, conversations, takeovers, audit, logger: deps.logger });
    this.router = inboxRoutes({
      staff,
      audit,
      conversations,
      limits: new SignInLimits({ redis: deps.redis, keyPrefix: deps.keyPrefix }),
      csrf: createCsrf(deps.secret),
      logger: deps.logger,
      live: this.live,
    });
  }

  /** Opens the `/inbox` namespace on chat-server's socket.io server. */
  attach(io: ChatServer): void {
    this.live.attach(io);
  }

  onVisitorEnvelope(userId: string, envelope: SocketEnvelope): void {
    this.live.onVisitorEnvelope(userId, envelope);
  }

  /** Lets the live updates under way finish; called on shutdown before Redis closes. */
  stop(): Promise<void> {
    return this.live.stop();
  }
}

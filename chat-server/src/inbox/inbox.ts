/**
 * The sales inbox on chat-server: its REST router and its live namespace,
 * built from the database the chat service writes.
 */
import type { Router } from 'express';
import type { SocketEnvelope } from '@agency/chat-protocol';
import type { TeamAvailability } from '../assistant/team-availability.js';
import type { LeadAlert } from '../chat/chat-service.js';
import type { ChatServer } from '../chat/socket-server.js';
import type { ServerConfig } from '../config/config.js';
import type { Logger } from '../logging/logger.js';
import type { Database } from '../storage/database.js';
import type { BookingStore } from '../booking/booking-store.js';
import { AuditLog } from './audit-log.js';
import { Conversations } from './conversations.js';
import { InboxLive } from './inbox-namespace.js';
import { inboxRoutes } from './inbox-routes.js';
import { SignInLimits } from './sign-in-limits.js';
import { createCsrf } from './staff-auth.js';
import { StaffStore } from './staff-store.js';
import { Takeovers } from './takeovers.js';
import { AlertMail, inboxAlertOf } from './team-alerts.js';
import { isWorkingTime, nextOpening, type WorkingHours } from './working-hours.js';

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
  workingHours: WorkingHours;
  /** Consultations booked in the chats, shown with each conversation. */
  bookings: BookingStore;
  /** Alert e-mails link to it. */
  inboxUrl: string;
  /** Alerts also go out by e-mail when set. */
  alertEmail?: ServerConfig['alertEmail'];
  clock?: () => number;
}

export class Inbox {
  readonly router: Router;
  private readonly live: InboxLive;
  private readonly mail: AlertMail | null;
  private readonly clock: () => number;

  constructor(private readonly deps: InboxDeps) {
    this.clock = deps.clock ?? Date.now;
    this.mail = deps.alertEmail ? new AlertMail({ ...deps.alertEmail, inboxUrl: deps.inboxUrl, logger: deps.logger }) : null;
    const staff = new StaffStore(deps.db);
    const audit = new AuditLog(deps.db);
    const conversations = new Conversations(deps.db, deps.bookings);
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

  conversationChanged(userId: string, chatId: string): void {
    this.live.conversationChanged(userId, chatId);
  }

  /**
   * What a visitor who asks for a person is told: outside working hours the
   * team is offline until the next opening; within them, someone joins if
   * anyone is signed in to the inbox.
   */
  async teamAvailability(): Promise<TeamAvailability> {
    const { workingHours } = this.deps;
    const now = this.clock();
    if (!isWorkingTime(workingHours, now))
      return { status: 'offline', reopens: nextOpening(workingHours, now), timeZone: workingHours.timeZone };
    return (await this.live.anyoneOnline()) ? { status: 'joining' } : { status: 'away' };
  }

  /** Alerts everyone signed in to the inbox and, when configured, the team's e-mail address. */
  alert(leadAlert: LeadAlert): void {
    const alert = inboxAlertOf(leadAlert, this.clock());
    this.live.alert(alert);
    this.mail?.send(alert, leadAlert.lead);
  }

  /** Lets the live updates and e-mails under way finish; called on shutdown before Redis closes. */
  async stop(): Promise<void> {
    await this.live.stop();
    await this.mail?.stop();
  }
}

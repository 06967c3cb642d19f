/**
 * Alerts for the team: a visitor asked for a person, or a lead just became
 * qualified. They reach everyone signed in to the inbox at once and, when
 * configured, an e-mail address. Nothing in them identifies the visitor: the
 * conversation, its lead's stage and score are enough to open it in the inbox.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { InboxAlert, InboxAlertKind } from '@agency/chat-protocol/inbox';
import type { LeadAlert } from '../chat/chat-service.js';
import type { Logger } from '../logging/logger.js';
import { conversationIdOf } from './conversations.js';

const HEADLINES: Record<InboxAlertKind, string> = {
  handover: 'A visitor asks for a person',
  qualified: 'A lead is qualified',
};

export function inboxAlertOf({ kind, userId, chatId, lead }: LeadAlert, at: number): InboxAlert {
  const facts = [lead.leadStage ? `${lead.leadStage} lead` : null, lead.leadScore !== null ? `score ${lead.leadScore}` : null].filter(
    (fact) => fact !== null,
  );
  return {
    kind,
    conversationId: conversationIdOf(userId, chatId),
    title: facts.length > 0 ? `${HEADLINES[kind]} (${facts.join(', ')})` : HEADLINES[kind],
    at,
  };
}

/** Where the conversation opens in the sales inbox. */
export function conversationLink(inboxUrl: string, conversationId: string): string {
  return `${inboxUrl}/?conversation=${encodeURIComponent(conversationId)}`;
}

export interface AlertMailOptions {
  smtpUrl: string;
  from: string;
  to: string[];
  inboxUrl: string;
  logger: Logger;
}

/** Alerts by e-mail through the team's SMTP server; sent in the background, a failure is logged. */
export class AlertMail {
  private readonly transport: Transporter;
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly options: AlertMailOptions) {
    this.transport = nodemailer.createTransport(options.smtpUrl);
  }

  send(alert: InboxAlert, lead: LeadAlert['lead']): void {
    const sending = this.transport
      .sendMail({
        from: this.options.from,
        to: this.options.to,
        subject: `[Inbox] ${alert.title}`,
        text: [
          `${HEADLINES[alert.kind]}.`,
          '',
          `Stage: ${lead.leadStage ?? 'not yet rated'}`,
          `Score: ${lead.leadScore ?? 'none yet'}`,
          `When: ${new Date(alert.at).toISOString()}`,
          '',
          `Open the conversation: ${conversationLink(this.options.inboxUrl, alert.conversationId)}`,
        ].join('\n'),
      })
      .then(
        () => undefined,
        (error: unknown) => this.options.logger.error('inbox', 'alert e-mail not sent', { kind: alert.kind }, error),
      )
      .finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  /** Lets the e-mails under way finish, then closes the connection. */
  async stop(): Promise<void> {
    await Promise.all(this.pending);
    this.transport.close();
  }
}

/**
 * Alerts for the team: a visitor asked for a person, or a lead just became
 * qualified. They reach everyone signed in to the inbox at once and, when
 * configured, an e-mail address. Nothing in them identifies the visitor: the
 * conversation, its lead's stage and score are enough to open it in the inbox.
 */
import type { InboxAlert, InboxAlertKind } from '@agency/chat-protocol/inbox';
import type { LeadAlert } from '../chat/chat-service.js';
import type { Logger } from '../logging/logger.js';
import { BackgroundMail } from '../shared/background-mail.js';
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
  private readonly mail: BackgroundMail;

  constructor(private readonly options: AlertMailOptions) {
    this.mail = new BackgroundMail(options.smtpUrl);
  }

  send(alert: InboxAlert, lead: LeadAlert['lead']): void {
    this.mail.send(
      {
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
      },
      (error) => this.options.logger.error('inbox', 'alert e-mail not sent', { kind: alert.kind }, error),
    );
  }

  /** Lets the e-mails under way finish, then closes the connection. */
  stop(): Promise<void> {
    return this.mail.stop();
  }
}

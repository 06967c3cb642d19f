import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';

/**
 * E-mail through one SMTP server, sent in the background: the caller goes on at
 * once, and a failure reaches `onFailure` (a log line), never the caller.
 */
export class BackgroundMail {
  private readonly transport: Transporter;
  private readonly pending = new Set<Promise<void>>();

  constructor(smtpUrl: string) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  send(mail: SendMailOptions, onFailure: (error: unknown) => void): void {
    const sending = this.transport
      .sendMail(mail)
      .then(() => undefined, onFailure)
      .finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  /** Lets the e-mails under way go out, then closes the connection. */
  async stop(): Promise<void> {
    await Promise.all(this.pending);
    this.transport.close();
  }
}

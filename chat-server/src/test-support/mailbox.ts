/**
 * A real SMTP server on loopback (smtp-server) that keeps what it receives:
 * what the team's or the visitor's mail server would get.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** Listens on a free loopback port; `next()` resolves with the next message. */
export async function startMailbox() {
  const received: ReceivedMail[] = [];
  const waiting: Array<(mail: ReceivedMail) => void> = [];
  const watching: Array<{ matches: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }> = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        };
        received.push(mail);
        waiting.splice(0).forEach((resolve) => resolve(mail));
        for (const watcher of watching.filter((each) => each.matches(mail))) {
          watching.splice(watching.indexOf(watcher), 1);
          watcher.resolve(mail);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    next: () => new Promise<ReceivedMail>((resolve) => waiting.push(resolve)),
    /** The first message, received already or coming, that `matches`. */
    waitFor: (matches: (mail: ReceivedMail) => boolean) =>
      new Promise<ReceivedMail>((resolve) => {
        const already = received.find(matches);
        if (already) resolve(already);
        else watching.push({ matches, resolve });
      }),
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
}

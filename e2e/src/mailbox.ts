/**
 * The team's and the visitors' mail server, as a test needs it: a real SMTP
 * server on loopback (smtp-server) whose messages are parsed by mailparser.
 */
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Letter {
  to: string[];
  mail: ParsedMail;
}

export async function openMailbox() {
  const letters: Letter[] = [];
  const watchers: Array<{ matches: (letter: Letter) => boolean; resolve: (letter: Letter) => void }> = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          const letter = { to: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail };
          letters.push(letter);
          for (const watcher of watchers.filter((each) => each.matches(letter))) {
            watchers.splice(watchers.indexOf(watcher), 1);
            watcher.resolve(letter);
          }
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    /** The first letter, received already or coming, to `address`. */
    letterTo: (address: string) =>
      new Promise<Letter>((resolve) => {
        const matches = (letter: Letter) => letter.to.includes(address);
        const already = letters.find(matches);
        if (already) resolve(already);
        else watchers.push({ matches, resolve });
      }),
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
}

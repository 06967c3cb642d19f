/**
 * The team's and the visitors' mail server, as a test needs it: chat-server's
 * test mailbox (a real SMTP server on loopback), its messages parsed by mailparser.
 */
import { type ParsedMail, simpleParser } from 'mailparser';
import { startMailbox } from '../../chat-server/src/test-support/mailbox.ts';

export interface Letter {
  to: string[];
  mail: ParsedMail;
}

export async function openMailbox() {
  const mailbox = await startMailbox();
  return {
    url: mailbox.url,
    /** The first letter, received already or coming, to `address`. */
    letterTo: async (address: string): Promise<Letter> => {
      const received = await mailbox.waitFor((mail) => mail.to.includes(address));
      return { to: received.to, mail: await simpleParser(received.raw) };
    },
    close: mailbox.close,
  };
}

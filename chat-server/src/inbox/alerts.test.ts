/**
 * "Can I talk to a person?": what the assistant answers depends on the team's
 * working hours (an injected clock) and on who is signed in to the inbox, and
 * the people signed in are alerted. Real clients on loopback: the visitor on
 * the chat namespace, the staff on `/inbox` with a session cookie, and a real
 * SMTP server for the alert e-mail.
 */
import type { Socket } from 'socket.io-client';
import type { InboxAlert } from '@agency/chat-protocol/inbox';
import { chatEnvelope, isAnalysisFor, streamedText } from '../test-support/envelopes.js';
import { startMailbox } from '../test-support/mailbox.js';
import { nextEvent, StaffClient } from '../test-support/staff-client.js';
import { connectVisitorInRoom, startTestServer, type TestClient, type TestServer } from '../test-support/test-server.js';
import { StaffStore } from './staff-store.js';

const PASSWORD = 'correct horse battery staple';
const SERVER_START_TIMEOUT_MS = 180_000;
/** Monday 23 November 2026, 10:00 in Zurich: within the default working hours. */
const MONDAY_MORNING = Date.parse('2026-11-23T10:00:00+01:00');
/** Saturday 28 November 2026, noon in Zurich. */
const SATURDAY_NOON = Date.parse('2026-11-28T12:00:00+01:00');

let now = MONDAY_MORNING;
let server: TestServer;
const sockets: Socket[] = [];
const visitors: TestClient[] = [];
let people = 0;

beforeAll(async () => {
  server = await startTestServer({}, { clock: () => now });
}, SERVER_START_TIMEOUT_MS);

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
  for (const visitor of visitors.splice(0)) visitor.close();
  now = MONDAY_MORNING;
});

afterAll(async () => {
  await server.stop();
});

/** A signed-in member of staff connected to the live inbox. */
async function staffMember(on: TestServer, displayName: string): Promise<Socket> {
  people += 1;
  const email = `${displayName.toLowerCase()}${people}@example.com`;
  await new StaffStore(on.db).addUser({ email, displayName, role: 'agent', password: PASSWORD });
  const client = new StaffClient(on.url);
  expect((await client.signIn(email, PASSWORD)).status).toBe(200);
  const { socket } = await client.connect();
  sockets.push(socket);
  return socket;
}

/** Sends the messages one by one and returns the assistant's replies. */
async function visitorSays(on: TestServer, chatId: string, messages: string[]) {
  const visitor = await connectVisitorInRoom(on);
  visitors.push(visitor.client);
  const replies: string[] = [];
  for (const [index, message] of messages.entries()) {
    await visitor.client.emitWithAck('send_message', chatEnvelope(visitor.session.userId, chatId, message));
    await visitor.client.waitFor(() => visitor.client.envelopes.filter(isAnalysisFor(chatId)).length === index + 1);
    const frames = visitor.client.envelopes
      .map((envelope) => envelope.payload as { isStream?: boolean; messageId?: string })
      .filter((payload) => payload.isStream);
    replies.push(streamedText(visitor.client.envelopes, frames.at(-1)!.messageId!));
  }
  return { replies, conversationId: `${visitor.session.userId}~${chatId}` };
}

const ASKS_FOR_PERSON = ['We need a customer portal for our insurance brokers.', 'Can I talk to a person from your team?'];

describe('a visitor asks for a person', () => {
  it('within working hours with an agent online: someone joins, and the agent is alerted', async () => {
    const ada = await staffMember(server, 'Ada');
    const alerted = nextEvent<InboxAlert>(ada, 'alert', (alert) => alert.kind === 'handover');

    const { replies, conversationId } = await visitorSays(server, 'joins', ASKS_FOR_PERSON);

    expect(replies[1]).toContain("I've asked a person from the team to join; they will be with you shortly");
    expect(replies[1]).not.toContain('offline');
    expect(await alerted).toEqual({
      kind: 'handover',
      conversationId,
      title: expect.stringMatching(/^A visitor asks for a person/),
      at: MONDAY_MORNING,
    });
  });

  it('within working hours with nobody online: says so honestly and asks for an e-mail', async () => {
    const { replies } = await visitorSays(server, 'nobody', ASKS_FOR_PERSON);

    expect(replies[1]).toContain(
      'Nobody from the team is online right now; leave your e-mail and a person replies within one business day.',
    );
    expect(replies[1]).not.toContain('join');
  });

  it('outside working hours, even with an agent signed in: offline until the next opening', async () => {
    now = SATURDAY_NOON;
    const ada = await staffMember(server, 'Ada');
    const alerted = nextEvent<InboxAlert>(ada, 'alert', (alert) => alert.kind === 'handover');

    const { replies } = await visitorSays(server, 'weekend', ASKS_FOR_PERSON);

    expect(replies[1]).toContain(
      'The team is offline until Monday 09:00 (Zurich time); leave your e-mail and a person replies within one business day.',
    );
    // The people signed in still hear of it: they may choose to answer.
    expect(await alerted).toMatchObject({ kind: 'handover', at: SATURDAY_NOON });
  });

  it('names the next opening in the visitor language', async () => {
    now = Date.parse('2026-11-23T18:00:00+01:00');
    const { replies } = await visitorSays(server, 'abends', [
      'Wir brauchen ein Kundenportal für unsere Versicherungsmakler.',
      'Kann ich mit einem Menschen sprechen?',
    ]);
    expect(replies[1]).toContain('Das Team ist bis Dienstag 09:00 (Ortszeit Zurich) nicht erreichbar');
  });
});

describe('a lead becomes qualified', () => {
  it('alerts the agents online', async () => {
    const ada = await staffMember(server, 'Ada');
    const alerted = nextEvent<InboxAlert>(ada, 'alert', (alert) => alert.kind === 'qualified');

    const { conversationId } = await visitorSays(server, 'clinic', [
      'We need an AI CRM for our private clinic group. Budget around 80k, live in 3 months. anna[at]medigroup[dot]de',
    ]);

    expect(await alerted).toEqual({
      kind: 'qualified',
      conversationId,
      title: expect.stringMatching(/^A lead is qualified \(qualified lead, score \d+\)$/),
      at: MONDAY_MORNING,
    });
  });
});

/** The text of a message as a reader sees it (quoted-printable soft breaks and escapes undone). */
const readable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('alerts by e-mail', () => {
  it('sends the hand-over request to the team through the SMTP server: link, stage and score, no transcript', async () => {
    const mailbox = await startMailbox();
    const mailed = await startTestServer(
      {
        SMTP_URL: mailbox.url,
        INBOX_ALERT_EMAIL_TO: 'sales@agency.example, lead@agency.example',
        INBOX_ALERT_EMAIL_FROM: 'Inbox <inbox@agency.example>',
        INBOX_URL: 'https://inbox.agency.example/',
      },
      { clock: () => now },
    );
    try {
      const arrives = mailbox.next();
      const { conversationId } = await visitorSays(mailed, 'mail', ASKS_FOR_PERSON);
      const mail = await arrives;
      const text = readable(mail.raw);

      expect(mail.from).toBe('inbox@agency.example');
      expect(mail.to).toEqual(['sales@agency.example', 'lead@agency.example']);
      expect(text).toMatch(/^Subject: \[Inbox\] A visitor asks for a person/m);
      expect(text).toContain('Stage: ');
      expect(text).toContain('Score: ');
      expect(text).toContain(`Open the conversation: https://inbox.agency.example/?conversation=${encodeURIComponent(conversationId)}`);
      expect(text).not.toContain('insurance brokers');
    } finally {
      await mailed.stop();
      await mailbox.close();
    }
  });
});

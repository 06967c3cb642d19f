/**
 * Which chats reach sales, end to end: through a real socket, the lead store
 * (admin endpoint) and the lead webhook on loopback.
 */
import type { ChatStatusPayload } from '@agency/chat-protocol';
import { connectClient, createSession, startTestServer, type TestServer } from '../test-support/test-server.js';
import { chatEnvelope, isAnalysisFor, streamedText } from '../test-support/envelopes.js';
import { startWebhookSink, type WebhookSink } from '../test-support/webhook-sink.js';

const ADMIN_TOKEN = 'sales-leads-test-admin-token-0123456789abcdef';

let server: TestServer;
let webhook: WebhookSink;

beforeAll(async () => {
  webhook = await startWebhookSink();
  server = await startTestServer({ LEAD_WEBHOOK_URL: webhook.url, LEAD_WEBHOOK_RETRY_MS: '10', ADMIN_TOKEN });
});
afterAll(async () => {
  await server.stop();
  await webhook.close();
});

const webhookBodies = () => webhook.deliveries.map((delivery) => delivery.body);

/** Sends the messages one by one; returns the replies and the last analysis. */
async function chat(chatId: string, messages: string[]): Promise<{ userId: string; replies: string[]; analysis: ChatStatusPayload }> {
  const visitor = await createSession(server.url);
  const client = await connectClient(server.url, visitor.token);
  await client.emitWithAck('join_room', visitor.userId);
  const replies: string[] = [];
  let analysis: ChatStatusPayload | undefined;
  for (const [index, message] of messages.entries()) {
    await client.emitWithAck('send_message', chatEnvelope(visitor.userId, chatId, message));
    await client.waitFor(() => client.envelopes.filter(isAnalysisFor(chatId)).length === index + 1);
    const frames = client.envelopes
      .map((envelope) => envelope.payload as { isStream?: boolean; messageId?: string })
      .filter((payload) => payload.isStream);
    replies.push(streamedText(client.envelopes, frames[frames.length - 1]!.messageId!));
    analysis = client.envelopes.filter(isAnalysisFor(chatId)).at(-1)!.payload as ChatStatusPayload;
  }
  client.close();
  await server.webhook!.settle();
  return { userId: visitor.userId, replies, analysis: analysis! };
}

interface StoredLead {
  userId: string;
  leadStage: string;
  email: string | null;
  phone: string | null;
  data: Record<string, unknown>;
}

async function leadsOf(userId: string): Promise<StoredLead[]> {
  const response = await fetch(`${server.url}/api/admin/leads`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
  const { data } = (await response.json()) as { data: StoredLead[] };
  return data.filter((lead) => lead.userId === userId);
}

describe('sales leads from chats', () => {
  it('does not hand a job seeker who leaves an e-mail to sales', async () => {
    webhook.deliveries.length = 0;
    const { userId, replies, analysis } = await chat('job', [
      "Hi! I'm a student, are you hiring? I'd love a junior developer job. My email is tom.student@uni-mail.example",
    ]);
    expect(replies[0]).toContain('"Careers" in the subject');
    expect(analysis).toMatchObject({ status: 'analysis', leadStage: 'cold', leadScore: 0, quickReplies: [] });
    expect(await leadsOf(userId)).toEqual([]);
    expect(webhookBodies().filter((body) => body.includes(userId))).toEqual([]);
  });

  it('does not hand a backlink spammer to sales either', async () => {
    const { userId } = await chat('spam', [
      'We offer high quality backlinks to boost your SEO ranking. Contact seo.boost@linkmail.example',
    ]);
    expect(await leadsOf(userId)).toEqual([]);
  });

  it('hands a prospect who asks for a person to sales, flagged for hand-over', async () => {
    const { userId, replies } = await chat('human', [
      'We need a customer portal for our insurance brokers.',
      'can I speak to someone from your team?',
    ]);
    // Nobody is signed in to the inbox here: whatever the time, nobody joins now.
    expect(replies[1]).toMatch(/(Nobody from the team is online right now|The team is offline until .+); leave your e-mail/);
    const [lead] = await leadsOf(userId);
    expect(lead?.data).toMatchObject({ handoverRequested: true, visitorKind: 'prospect' });
    expect(webhookBodies().some((body) => body.includes(userId) && body.includes('"handoverRequested":true'))).toBe(true);
    // The same signed format, with an event of its own for the moment the visitor asked.
    expect(webhookBodies().some((body) => body.includes(userId) && body.includes('"event":"lead.handover_requested"'))).toBe(true);
  });

  it('takes a phone number the visitor withdraws off the stored lead, and the call they asked for', async () => {
    webhook.deliveries.length = 0;
    const { userId, replies } = await chat('withdrawn', [
      'We need a patient portal for our clinic group.',
      'Could someone ring me tomorrow? 07700 900418',
      "Sorry, on reflection please don't ring, and delete that number.",
    ]);
    expect((await leadsOf(userId))[0]).toMatchObject({ phone: null, data: expect.objectContaining({ handoverRequested: false }) });
    expect(replies[2]).toContain("I've taken your phone number off the contact details our team sees");
    expect(replies[2]).toContain('**Delete my data**');
    // The copy sales received with the number is updated too.
    const update = webhookBodies().find((body) => body.includes(userId) && body.includes('"event":"lead.updated"'));
    expect(update && JSON.parse(update)).toMatchObject({ lead: { phone: null } });
  });

  it('hands a prospect with an obfuscated e-mail to sales as qualified', async () => {
    const { userId, replies } = await chat('anna', [
      'We need an AI CRM for our private clinic group. Budget around 80k, live in 3 months. anna[at]medigroup[dot]de',
    ]);
    expect(replies[0]).toContain('**anna@medigroup.de**');
    expect(await leadsOf(userId)).toEqual([expect.objectContaining({ leadStage: 'qualified', email: 'anna@medigroup.de' })]);
  });
});

import { createHmac } from 'node:crypto';
import type { ContactLead } from '@agency/chat-protocol';
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from '../leads/lead-webhook.js';
import { connectClient, createSession, postJson, startTestServer, type TestServer } from '../test-support/test-server.js';
import { chatEnvelope, isAnalysisFor } from '../test-support/envelopes.js';
import { startWebhookSink, type WebhookSink } from '../test-support/webhook-sink.js';

const WEBHOOK_SECRET = 'webhook-secret';
const ADMIN_TOKEN = 'privacy-test-admin-token-0123456789abcdef';

let server: TestServer;
let webhook: WebhookSink;

beforeAll(async () => {
  webhook = await startWebhookSink();
  server = await startTestServer({
    LEAD_WEBHOOK_URL: webhook.url,
    LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
    LEAD_WEBHOOK_RETRY_MS: '10',
    ADMIN_TOKEN,
  });
});
afterAll(async () => {
  await server.stop();
  await webhook.close();
});

async function chat(token: string, userId: string, chatId: string, messages: string[]) {
  const client = await connectClient(server.url, token);
  await client.emitWithAck('join_room', userId);
  for (const [index, message] of messages.entries()) {
    await client.emitWithAck('send_message', chatEnvelope(userId, chatId, message));
    await client.waitFor(() => client.envelopes.filter(isAnalysisFor(chatId)).length === index + 1);
  }
  client.close();
}

describe('data rights endpoints', () => {
  it('exports the visitor’s conversations as JSON and Markdown, and only theirs', async () => {
    const visitor = await createSession(server.url);
    const other = await createSession(server.url);
    await chat(visitor.token, visitor.userId, 'mine', ['What is your process?']);
    await chat(other.token, other.userId, 'theirs', ['Something private']);

    const json = await fetch(`${server.url}/api/privacy/export?format=json`, { headers: { Authorization: `Bearer ${visitor.token}` } });
    expect(json.status).toBe(200);
    expect(json.headers.get('content-disposition')).toMatch(/attachment; filename="conversations-\d{4}-\d{2}-\d{2}\.json"/);
    const { data } = (await json.json()) as {
      data: { userId: string; chats: Array<{ chatId: string; messages: Array<{ content: string }> }> };
    };
    expect(data.userId).toBe(visitor.userId);
    expect(data.chats.map((c) => c.chatId)).toEqual(['mine']);
    expect(data.chats[0]!.messages[0]!.content).toBe('What is your process?');

    const markdown = await fetch(`${server.url}/api/privacy/export?format=markdown`, {
      headers: { Cookie: visitor.cookie.split(';')[0]! },
    });
    expect(markdown.headers.get('content-type')).toMatch(/text\/markdown/);
    const text = await markdown.text();
    expect(text).toContain('# Your data at Vaultline AI');
    expect(text).toContain('**You**');
    expect(text).toContain('**Vera**');
    expect(text).toContain('What is your process?');
    expect(text).not.toContain('Something private');

    expect(
      (await fetch(`${server.url}/api/privacy/export?format=pdf`, { headers: { Authorization: `Bearer ${visitor.token}` } })).status,
    ).toBe(400);
    expect((await fetch(`${server.url}/api/privacy/export`)).status).toBe(401);
  });

  it('deletes chats, messages, leads and the session, closes the visitor’s sockets; the old token then gets 401', async () => {
    const visitor = await createSession(server.url);
    await chat(visitor.token, visitor.userId, 'to-delete', ['Reach me at delete.me@example.com']);
    const form: ContactLead = {
      name: 'Del',
      companyName: '',
      email: 'delete.me@example.com',
      phone: '',
      AiDev: true,
      uiDev: false,
      cloudDev: false,
      ecommerceDev: false,
      budget1: true,
      budget2: false,
      budget3: false,
      tellUsMore: '',
    };
    await fetch(`${server.url}/api/message`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${visitor.token}` },
      body: JSON.stringify(form),
    });

    const openTab = await connectClient(server.url, visitor.token);
    const closed = new Promise((resolve) => openTab.socket.once('disconnect', resolve));
    const response = await fetch(`${server.url}/api/privacy/data`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${visitor.token}` },
    });
    await expect(closed).resolves.toBe('io server disconnect');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, data: { deletedChats: 1, deletedLeads: 2 } });
    expect(response.headers.get('set-cookie')).toMatch(/vl_session=;/);

    expect((await postJson(server.url, '/api/chat/list', {}, visitor.token)).status).toBe(401);
    const leads = (await (
      await fetch(`${server.url}/api/admin/leads`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } })
    ).json()) as { data: Array<{ userId: string | null; email: string | null }> };
    expect(leads.data.filter((lead) => lead.userId === visitor.userId || lead.email === 'delete.me@example.com')).toEqual([]);
    const fresh = await postJson(server.url, '/api/session', undefined, visitor.token);
    expect(fresh.status).toBe(201);
    expect((fresh.body.data as { userId: string }).userId).not.toBe(visitor.userId);
  });
});

describe('privacy settings', () => {
  it('publishes the retention period and session timeout the server applies', async () => {
    expect(await (await fetch(`${server.url}/api/privacy/settings`)).json()).toEqual({
      success: true,
      data: { retentionDays: 180, sessionTimeoutHours: 24 },
    });
  });
});

describe('lead hand-over webhook', () => {
  it('posts a signed JSON lead when a chat becomes qualified, retrying on failure', async () => {
    webhook.deliveries.length = 0;
    webhook.status = 503;
    // The first delivery fails; the retry finds the receiver back up.
    const backUp = webhook.received(1).then(() => (webhook.status = 204));
    const visitor = await createSession(server.url);
    await chat(visitor.token, visitor.userId, 'hot', ['We need an AI CRM, email me at buyer@bank.example']);
    await backUp;
    await server.webhook!.settle();
    expect(webhook.deliveries.map((delivery) => delivery.status)).toEqual([503, 204]);
    const delivered = webhook.deliveries[1]!;
    const timestamp = delivered.headers[WEBHOOK_TIMESTAMP_HEADER.toLowerCase()] as string;
    const expected = `sha256=${createHmac('sha256', WEBHOOK_SECRET).update(`${timestamp}.${delivered.body}`).digest('hex')}`;
    expect(delivered.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()]).toBe(expected);
    expect(JSON.parse(delivered.body)).toMatchObject({
      event: 'lead.qualified',
      lead: { source: 'chat', userId: visitor.userId, email: 'buyer@bank.example', leadStage: 'qualified' },
    });
  });
});

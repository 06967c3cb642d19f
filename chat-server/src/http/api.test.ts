import { CONTACT_LEAD_ISSUES } from '@agency/chat-protocol';
import { SESSION_TIMEOUT_MS } from '../identity/session-store.js';
import { USER_ID_PATTERN } from '../identity/ids.js';
import type { ChatMessage } from '@agency/chat-protocol';
import { contactLead } from '@agency/chat-protocol/examples';
import { connectClient, createSession, postJson, startTestServer, type TestServer } from '../test-support/test-server.js';
import { chatEnvelope, isAnalysisFor } from '../test-support/envelopes.js';

const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef0123';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_TOKEN, CONTACT_RATE_LIMIT: '3/600', ALLOWED_ORIGINS: 'http://localhost:3000' });
});
afterAll(async () => {
  await server.stop();
});

const validLead = contactLead();

async function chatOnce(token: string, userId: string, chatId: string, message: string) {
  const client = await connectClient(server.url, token);
  await client.emitWithAck('join_room', userId);
  await client.emitWithAck('send_message', chatEnvelope(userId, chatId, message));
  await client.waitFor(isAnalysisFor(chatId));
  client.close();
}

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ ok: true });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
  });
});

describe('POST /api/session', () => {
  it('issues an anonymous identity with a signed token and an HttpOnly cookie', async () => {
    const response = await fetch(`${server.url}/api/session`, { method: 'POST' });
    expect(response.status).toBe(201);
    const { success, data } = (await response.json()) as { success: boolean; data: Record<string, unknown> };
    expect(success).toBe(true);
    expect(data).toMatchObject({
      userType: 'anonymous',
      isAnonymous: true,
      userId: expect.stringMatching(USER_ID_PATTERN),
      sessionId: expect.any(String),
      token: expect.any(String),
    });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`vl_session=${data.token as string}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/api/);
  });

  it('refreshes a still-valid session instead of creating a new one', async () => {
    const first = await createSession(server.url);
    const again = await postJson(server.url, '/api/session', undefined, first.token);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ userId: first.userId, sessionId: first.sessionId });
  });
});

describe('chat list and load', () => {
  it('lists the caller’s chats newest first and loads their messages', async () => {
    const visitor = await createSession(server.url);
    await chatOnce(visitor.token, visitor.userId, 'older', 'Hello');
    await chatOnce(visitor.token, visitor.userId, 'newer', 'Tell me about security');
    const list = await postJson(server.url, '/api/chat/list', { userId: visitor.userId }, visitor.token);
    expect(list).toEqual({ status: 200, body: { success: true, data: [{ chatId: 'newer' }, { chatId: 'older' }] } });
    const load = await postJson(server.url, '/api/chat/load', { userId: visitor.userId, chatId: 'older' }, visitor.token);
    expect((load.body.data as { entries: ChatMessage[] }).entries.map((entry) => entry.role)).toEqual(['user', 'assistant']);
  });

  it('never returns another visitor’s chats, even when the chat id is known', async () => {
    const owner = await createSession(server.url);
    const intruder = await createSession(server.url);
    await chatOnce(owner.token, owner.userId, 'private-chat', 'Our merger plans are confidential');
    const load = await postJson(server.url, '/api/chat/load', { userId: intruder.userId, chatId: 'private-chat' }, intruder.token);
    expect(load.body).toEqual({ success: true, data: { entries: [] } });
    const list = await postJson(server.url, '/api/chat/list', { userId: intruder.userId }, intruder.token);
    expect(list.body.data).toEqual([]);
  });

  it('answers 403 when the body userId is not the token’s user', async () => {
    const visitor = await createSession(server.url);
    const response = await postJson(server.url, '/api/chat/list', { userId: 'anon_other_123456789' }, visitor.token);
    expect(response.status).toBe(403);
    expect(response.body.success).toBe(false);
  });

  it('answers 401 without a token, with a forged one, and for a session idle for 24 h', async () => {
    expect((await postJson(server.url, '/api/chat/list', {})).status).toBe(401);
    expect((await postJson(server.url, '/api/chat/list', {}, 'abc.def')).body).toEqual({ success: false, error: 'Invalid session token' });
    const visitor = await createSession(server.url);
    await server.db.query('update sessions set last_active_at = $1 where session_id = $2', [
      Date.now() - SESSION_TIMEOUT_MS - 1,
      visitor.sessionId,
    ]);
    expect(await postJson(server.url, '/api/chat/list', {}, visitor.token)).toEqual({
      status: 401,
      body: { success: false, error: 'Session expired' },
    });
    const renewed = await postJson(server.url, '/api/session', undefined, visitor.token);
    expect(renewed.status).toBe(201);
    expect((renewed.body.data as { userId: string }).userId).not.toBe(visitor.userId);
  });

  it('rejects a malformed JSON body and an oversized one with a clear message', async () => {
    const visitor = await createSession(server.url);
    expect(await postJson(server.url, '/api/chat/load', '{"chatId": ', visitor.token)).toEqual({
      status: 400,
      body: { success: false, error: 'Malformed JSON body' },
    });
    const huge = await postJson(server.url, '/api/chat/load', { chatId: 'x', padding: 'y'.repeat(40_000) }, visitor.token);
    expect(huge.status).toBe(413);
    const invalid = await postJson(server.url, '/api/chat/load', { chatId: 42 }, visitor.token);
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toMatch(/chatId/);
  });
});

describe('POST /api/message (contact form)', () => {
  const admin = async () => {
    const response = await fetch(`${server.url}/api/admin/leads`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
    return ((await response.json()) as { data: Array<Record<string, unknown>> }).data;
  };

  it('validates with the shared schema and answers 400 with the issue codes and a summary in words', async () => {
    const response = await postJson(
      server.url,
      '/api/message',
      { ...validLead, email: 'not-an-email', AiDev: false, cloudDev: false },
      undefined,
      { 'X-Forwarded-For': '10.0.0.1' },
    );
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.error).toBe('Please check the form: email: not an e-mail address; services: at least one service is required');
    expect(response.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'email', message: CONTACT_LEAD_ISSUES.emailInvalid },
        { path: 'services', message: CONTACT_LEAD_ISSUES.serviceMissing },
      ]),
    );
  });

  it('stores a lead linked to the visitor’s chat identity and lead score', async () => {
    const visitor = await createSession(server.url);
    await chatOnce(visitor.token, visitor.userId, 'sales', 'We need an AI CRM for our bank, budget $90k, live in 2 months');
    const response = await fetch(`${server.url}/api/message`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: visitor.cookie.split(';')[0]!, 'X-Forwarded-For': '10.0.0.2' },
      body: JSON.stringify(validLead),
    });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { leadId: string } };
    const stored = (await admin()).find((lead) => lead.leadId === data.leadId);
    expect(stored).toMatchObject({
      source: 'contact_form',
      userId: visitor.userId,
      name: 'Ada Lovelace',
      email: 'ada@engines.example',
      services: ['AI & Machine Learning', 'Cloud Solutions'],
      budget: '$25,000 to $100,000',
      leadScore: expect.any(Number),
    });
    expect(stored!.leadScore as number).toBeGreaterThan(40);
  });

  it('drops a honeypot submission while answering success', async () => {
    const before = (await admin()).length;
    const response = await postJson(server.url, '/api/message', { ...validLead, website: 'http://spam.example' }, undefined, {
      'X-Forwarded-For': '10.0.0.3',
    });
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    expect((await admin()).length).toBe(before);
  });

  it('rate-limits per IP with a clear 429', async () => {
    const send = () => postJson(server.url, '/api/message', validLead, undefined, { 'X-Forwarded-For': '10.0.0.4' });
    for (let i = 0; i < 3; i += 1) expect((await send()).status).toBe(201);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/Too many requests/);
    expect((await postJson(server.url, '/api/message', validLead, undefined, { 'X-Forwarded-For': '10.0.0.5' })).status).toBe(201);
  });
});

describe('admin leads endpoint', () => {
  it('requires the admin token', async () => {
    expect((await fetch(`${server.url}/api/admin/leads`)).status).toBe(401);
    expect((await fetch(`${server.url}/api/admin/leads`, { headers: { Authorization: 'Bearer wrong' } })).status).toBe(401);
  });

  it('does not exist without ADMIN_TOKEN', async () => {
    const plain = await startTestServer();
    expect((await fetch(`${plain.url}/api/admin/leads`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } })).status).toBe(404);
    await plain.stop();
  });
});

describe('security headers and CORS', () => {
  it('sends helmet headers and HSTS only behind TLS', async () => {
    const plain = await fetch(`${server.url}/healthz`);
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff');
    expect(plain.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const behindTls = await fetch(`${server.url}/healthz`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(behindTls.headers.get('strict-transport-security')).toContain('max-age=31536000');
  });

  it('allows configured origins and refuses others', async () => {
    const allowed = await fetch(`${server.url}/api/session`, { method: 'POST', headers: { Origin: 'http://localhost:3000' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const refused = await fetch(`${server.url}/api/session`, { method: 'POST', headers: { Origin: 'https://evil.example' } });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });
});

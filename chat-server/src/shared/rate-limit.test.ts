/**
 * Rate limits through real clients: one node keeps them in memory; nodes
 * sharing REDIS_URL share them (issue 13), for REST and socket.io alike.
 */
import { SCALE_OUT_AVAILABLE, twoScaledOutNodes } from '../test-support/scaled-out.js';
import { contactLead } from '@agency/chat-protocol/examples';
import { connectClient, createSession, postJson, startTestServer, type TestServer } from '../test-support/test-server.js';
import { chatEnvelope } from '../test-support/envelopes.js';
import type { ChatMessage, SocketEnvelope } from '@agency/chat-protocol';
import { RATE_LIMITED_MESSAGE } from '../chat/chat-service.js';

const lead = contactLead({ companyName: '', phone: '', tellUsMore: '' });

const LIMITS = { CONTACT_RATE_LIMIT: '2/600', SOCKET_RATE_LIMIT: '2/60', MESSAGE_RATE_LIMIT: '1/60', SESSION_RATE_LIMIT: '3/600' };

describe('one node (memory)', () => {
  let node: TestServer;
  beforeAll(async () => {
    node = await startTestServer(LIMITS);
  });
  afterAll(async () => {
    await node.stop();
  });

  it('answers 429 with Retry-After for REST and refuses the socket handshake with a clear error', async () => {
    const send = () => postJson(node.url, '/api/message', lead, undefined, { 'X-Forwarded-For': '198.51.100.7' });
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(201);
    const limited = await fetch(`${node.url}/api/message`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.7' },
      body: JSON.stringify(lead),
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(await limited.json()).toEqual({ success: false, error: expect.stringMatching(/Too many requests/) });

    const visitor = await createSession(node.url, { 'X-Forwarded-For': '198.51.100.8' });
    const headers = { extraHeaders: { 'X-Forwarded-For': '198.51.100.8' } };
    const clients = [await connectClient(node.url, visitor.token, headers), await connectClient(node.url, visitor.token, headers)];
    await expect(connectClient(node.url, visitor.token, headers)).rejects.toThrow(/Too many connections/);
    for (const client of clients) client.close();
  });
});

const run = SCALE_OUT_AVAILABLE ? it : it.skip;

describe('two nodes sharing REDIS_URL', () => {
  const nodes = twoScaledOutNodes('rate-limit', LIMITS);

  run('count contact-form posts, new sessions, socket connections and messages once for the whole site', async () => {
    const [a, b] = nodes as [TestServer, TestServer];
    const form = (node: TestServer) => postJson(node.url, '/api/message', lead, undefined, { 'X-Forwarded-For': '198.51.100.20' });
    expect((await form(a)).status).toBe(201);
    expect((await form(b)).status).toBe(201);
    expect((await form(a)).status).toBe(429);

    const ip = { 'X-Forwarded-For': '198.51.100.21' };
    const visitor = await createSession(a.url, ip);
    await createSession(b.url, ip);
    await createSession(a.url, ip);
    expect((await fetch(`${b.url}/api/session`, { method: 'POST', headers: ip })).status).toBe(429);

    const onA = await connectClient(a.url, visitor.token, { extraHeaders: ip });
    const onB = await connectClient(b.url, visitor.token, { extraHeaders: ip });
    await expect(connectClient(a.url, visitor.token, { extraHeaders: ip })).rejects.toThrow(/Too many connections/);

    await onA.emitWithAck('join_room', visitor.userId);
    await onB.emitWithAck('join_room', visitor.userId);
    expect(await onA.emitWithAck('send_message', chatEnvelope(visitor.userId, 'limited', 'Hello'))).toMatchObject({ ok: true });
    await onA.waitFor((envelope) => (envelope.payload as { isStreamEnd?: boolean }).isStreamEnd === true);
    // On B the message over the site's limit is refused before it is stored or answered.
    expect(await onB.emitWithAck('send_message', chatEnvelope(visitor.userId, 'limited', 'Hello again'))).toEqual({
      ok: false,
      error: RATE_LIMITED_MESSAGE,
    });
    const refusal = await onB.waitFor(
      (envelope) => envelope.type === 'CHAT_STATUS' && (envelope.payload as { error?: string }).error === RATE_LIMITED_MESSAGE,
    );
    expect(refusal.payload).toEqual({ chatId: 'limited', status: 'error', error: RATE_LIMITED_MESSAGE });
    const streamed = (envelope: SocketEnvelope) => (envelope.payload as { isStream?: boolean }).isStream === true;
    expect(new Set(onB.envelopes.filter(streamed).map((envelope) => (envelope.payload as { messageId: string }).messageId)).size).toBe(1);
    const stored = await postJson(b.url, '/api/chat/load', { chatId: 'limited' }, visitor.token);
    expect((stored.body.data as { entries: ChatMessage[] }).entries.map((entry) => entry.role)).toEqual(['user', 'assistant']);
    // Known on B now: refused at once, without asking Redis, until the window ends.
    expect(await onB.emitWithAck('send_message', chatEnvelope(visitor.userId, 'limited', 'Third'))).toEqual({
      ok: false,
      error: RATE_LIMITED_MESSAGE,
    });
    onA.close();
    onB.close();
  });
});

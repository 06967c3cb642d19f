/**
 * Input that once reached a 500 (issue 13): malformed session cookies,
 * control characters, and forwarded headers from clients that are not the proxy.
 */
import { connect as connectTcp } from 'node:net';
import { startTestProxy } from '../test-support/test-proxy.js';
import { contactLead } from '@agency/chat-protocol/examples';
import { connectClient, createSession, postJson, startTestServer, type TestServer } from '../test-support/test-server.js';
import { chatEnvelope } from '../test-support/envelopes.js';

const ADMIN_TOKEN = 'edge-input-admin-token-0123456789abcdef';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    ADMIN_TOKEN,
    CONTACT_RATE_LIMIT: '50/600',
    ALLOWED_ORIGINS: 'http://localhost:3000,https://site.example',
  });
});
afterAll(async () => {
  await server.stop();
});

const validLead = contactLead({
  name: 'Grace Hopper',
  companyName: 'Compilers Inc',
  email: 'grace@compilers.example',
  phone: '+1 202 555 0143',
});

async function leadsOf(email: string): Promise<Array<Record<string, unknown>>> {
  const response = await fetch(`${server.url}/api/admin/leads`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
  return ((await response.json()) as { data: Array<Record<string, unknown>> }).data.filter((lead) => lead.email === email);
}

function setCookies(response: Response): string[] {
  return response.headers.getSetCookie().filter((line) => line.startsWith('vl_session='));
}

describe('a malformed vl_session cookie', () => {
  it.each(['%', '%zz', '%E0%A4%A', 'a%ZZb.c'])('is treated as absent and replaced by a new session (%s)', async (value) => {
    const response = await fetch(`${server.url}/api/session`, { method: 'POST', headers: { Cookie: `vl_session=${value}` } });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { data: { token: string } };
    expect(setCookies(response).at(-1)).toContain(`vl_session=${body.data.token}`);
  });

  it('gets 401 (not 500) on authenticated calls and is cleared, so the widget can start over', async () => {
    const response = await fetch(`${server.url}/api/chat/list`, {
      method: 'POST',
      headers: { Cookie: 'vl_session=%zz', 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, error: 'Authentication required' });
    expect(setCookies(response).at(-1)).toMatch(/^vl_session=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('does not lose a start-project form', async () => {
    const email = 'cookie-broken@compilers.example';
    const response = await fetch(`${server.url}/api/message`, {
      method: 'POST',
      headers: { Cookie: 'theme=dark; vl_session=%', 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...validLead, email }),
    });
    expect(response.status).toBe(201);
    expect(await leadsOf(email)).toHaveLength(1);
  });

  it('does not hide a valid vl_session next to a malformed other cookie', async () => {
    const visitor = await createSession(server.url);
    const response = await fetch(`${server.url}/api/chat/list`, {
      method: 'POST',
      headers: { Cookie: `broken=%zz; ${visitor.cookie.split(';')[0]!}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(200);
  });
});

describe('control characters', () => {
  it.each([
    ['name', { name: 'Grace\u0000Hopper' }],
    ['companyName', { companyName: 'Compilers\u0007Inc' }],
    ['email', { email: 'grace\u0000@compilers.example' }],
    ['tellUsMore', { tellUsMore: 'Hello\u0000world' }],
  ])('in the contact form field %s get a 400 naming the field, and nothing is stored', async (field, change) => {
    const response = await postJson(server.url, '/api/message', { ...validLead, ...change });
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual(expect.arrayContaining([{ path: field, message: expect.stringMatching(/control character/) }]));
    expect(response.body.error).toContain(field);
    expect(await leadsOf(validLead.email)).toHaveLength(0);
  });

  it('are allowed as line breaks and tabs in the free text', async () => {
    const email = 'multiline@compilers.example';
    const response = await postJson(server.url, '/api/message', {
      ...validLead,
      email,
      tellUsMore: 'First line\r\nSecond line\twith a tab',
    });
    expect(response.status).toBe(201);
    expect((await leadsOf(email))[0]).toMatchObject({ details: 'First line\r\nSecond line\twith a tab' });
  });

  it('in a chat id get a 400 naming the field', async () => {
    const visitor = await createSession(server.url);
    const response = await postJson(server.url, '/api/chat/load', { chatId: 'chat\u0000one' }, visitor.token);
    expect(response.status).toBe(400);
    expect(response.body.error).toContain('chatId');
  });

  it('in a chat message get a clear CONNECTION_ERROR, and the socket keeps working', async () => {
    const visitor = await createSession(server.url);
    const client = await connectClient(server.url, visitor.token);
    await client.emitWithAck('join_room', visitor.userId);
    const refused = await client.emitWithAck<{ ok: boolean; error?: string }>(
      'send_message',
      chatEnvelope(visitor.userId, 'c1', 'Hello\u0000there'),
    );
    expect(refused).toEqual({ ok: false, error: expect.stringMatching(/message: .*control character/) });
    const error = await client.waitFor((envelope) => envelope.type === 'CONNECTION_ERROR');
    expect(error.payload).toMatchObject({ event: 'send_message', error: expect.stringMatching(/control character/) });
    const accepted = await client.emitWithAck<{ ok: boolean }>('send_message', chatEnvelope(visitor.userId, 'c1', 'Hello\nthere'));
    expect(accepted.ok).toBe(true);
    client.close();
  });
});

describe('forwarded headers', () => {
  /** A server whose proxy is elsewhere: the loopback test client is an ordinary visitor. */
  let direct: TestServer;
  beforeAll(async () => {
    direct = await startTestServer({ TRUST_PROXY: '10.9.8.7', CONTACT_RATE_LIMIT: '2/600' });
  });
  afterAll(async () => {
    await direct.stop();
  });

  const spoofed = { Origin: 'https://evil.example', 'X-Forwarded-Host': 'evil.example' };

  it('X-Forwarded-Host from a client that is not the proxy does not make a foreign origin same-origin', async () => {
    expect((await fetch(`${direct.url}/api/session`, { method: 'POST', headers: spoofed })).status).toBe(403);
    await expect(connectClient(direct.url, (await createSession(direct.url)).token, { extraHeaders: spoofed })).rejects.toThrow();
  });

  it('X-Forwarded-Host from the configured proxy counts against the allowed origins and hosts, for REST and the socket', async () => {
    const response = await fetch(`${server.url}/api/session`, {
      method: 'POST',
      headers: { Origin: 'https://site.example', 'X-Forwarded-Host': 'site.example' },
    });
    expect(response.status).toBe(201);
    const visitor = (await response.json()) as { data: { token: string } };
    const client = await connectClient(server.url, visitor.data.token, {
      extraHeaders: { Origin: 'https://site.example', 'X-Forwarded-Host': 'site.example' },
    });
    expect(client.socket.connected).toBe(true);
    client.close();
  });

  it('X-Forwarded-For from a client that is not the proxy does not dodge the rate limit', async () => {
    const send = (ip: string) => postJson(direct.url, '/api/message', validLead, undefined, { 'X-Forwarded-For': ip });
    expect((await send('203.0.113.1')).status).toBe(201);
    expect((await send('203.0.113.2')).status).toBe(201);
    expect((await send('203.0.113.3')).status).toBe(429);
  });

  it('X-Forwarded-Proto from a client that is not the proxy does not claim TLS', async () => {
    const response = await fetch(`${direct.url}/healthz`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('request bodies answered early', () => {
  /** Like a browser or attacker that sends the whole request at once, through a proxy like the site server. */
  function sendRaw(url: string, method: string, path: string, body: string): Promise<number> {
    const { hostname, port } = new URL(url);
    return new Promise((resolve, reject) => {
      const socket = connectTcp({ host: hostname, port: Number(port) }, () => {
        socket.write(
          `${method} ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
        );
      });
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
      socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
      socket.on('error', reject);
    });
  }

  it('are read to the end first, so a proxy in front is never reset mid-upload (no 502)', async () => {
    const proxy = await startTestProxy(server.url);
    try {
      const oversized = JSON.stringify({ padding: 'x'.repeat(200_000) });
      const statuses = await Promise.all(Array.from({ length: 30 }, () => sendRaw(proxy.url, 'OPTIONS', '/api/privacy/export', oversized)));
      // chat-server's own answer (the body limit), not the proxy's 502.
      expect(statuses).toEqual(Array.from({ length: 30 }, () => 413));
      expect(await sendRaw(proxy.url, 'OPTIONS', '/api/privacy/export', JSON.stringify({ padding: 'x'.repeat(20_000) }))).toBe(204);
    } finally {
      await proxy.close();
    }
  });

  it('are read to the end on the socket path too: a polling request engine.io refuses reaches the proxy as its 400 or 413', async () => {
    const proxy = await startTestProxy(server.url);
    try {
      const body = '9'.repeat(227_000);
      // No session id: engine.io refuses the handshake (it must be a GET) before it reads the body.
      const refused = await Promise.all(
        Array.from({ length: 30 }, () => sendRaw(proxy.url, 'POST', '/socket.io/?EIO=4&transport=polling', body)),
      );
      expect(refused).toEqual(Array.from({ length: 30 }, () => 400));
      // A real polling session: its data request is over the packet limit, and engine.io answers 413 mid-body.
      const handshake = await fetch(`${proxy.url}/socket.io/?EIO=4&transport=polling`, { headers: { authorization: '' } });
      const sid = /"sid":"([^"]+)"/.exec(await handshake.text())?.[1];
      expect(sid).toBeDefined();
      expect(await sendRaw(proxy.url, 'POST', `/socket.io/?EIO=4&transport=polling&sid=${sid}`, body)).toBe(413);
    } finally {
      await proxy.close();
    }
  });
});

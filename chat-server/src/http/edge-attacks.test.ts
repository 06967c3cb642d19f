/**
 * The edges issue 47 found an attacker could still touch, through real HTTP
 * and socket.io clients on loopback: origins that only look alike and forged
 * Host names (DNS rebinding), re-encoded tokens, and bodies too large to read.
 */
import { contactLead } from '@agency/chat-protocol/examples';
import { oversizedUpload } from '@agency/tooling/attack/oversized-upload';
import { call } from '../../fuzz/attack-clients.js';
import { chatEnvelope } from '../test-support/envelopes.js';
import { connectClient, createSession, postJson, startTestServer, type TestServer } from '../test-support/test-server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ ALLOWED_ORIGINS: 'http://localhost:4300' });
});
afterAll(async () => {
  await server.stop();
});

/** A request with the Host and Origin given (fetch does not let a caller set Host). */
const send = (method: string, path: string, headers: Record<string, string>) => call(server, method, path, { headers });

const SOCKET_HANDSHAKE = '/socket.io/?EIO=4&transport=polling';

describe('origins and hosts', () => {
  it('accepts the configured origin exactly, on REST and the socket handshake', async () => {
    const headers = { Host: 'localhost:4300', Origin: 'http://localhost:4300' };
    expect((await send('POST', '/api/session', headers)).status).toBe(201);
    expect((await send('GET', SOCKET_HANDSHAKE, headers)).status).toBe(200);
  });

  it.each(['https://localhost:4300', 'http://localhost:4300/', 'http://localhost:4301', 'http://LOCALHOST:4300.evil.example'])(
    'refuses the origin %s that only looks like the site’s, on REST and the socket',
    async (origin) => {
      const headers = { Host: 'localhost:4300', Origin: origin };
      const rest = await send('POST', '/api/session', headers);
      expect(rest.status).toBe(403);
      expect(JSON.parse(rest.body)).toEqual({ success: false, error: 'Origin not allowed' });
      expect((await send('GET', SOCKET_HANDSHAKE, headers)).status).toBe(403);
    },
  );

  it('refuses a forged Host with a matching Origin (DNS rebinding), on REST and the socket', async () => {
    const headers = { Host: 'evil.example:4300', Origin: 'http://evil.example:4300' };
    const rest = await send('POST', '/api/session', headers);
    expect(rest.status).toBe(421);
    expect(JSON.parse(rest.body)).toEqual({ success: false, error: 'Host not allowed' });
    // A same-origin GET sends no Origin at all: the Host alone decides.
    expect((await send('GET', '/api/privacy/export', { Host: 'evil.example:4300' })).status).toBe(421);
    expect((await send('GET', SOCKET_HANDSHAKE, headers)).status).toBe(403);
  });
});

describe('session tokens', () => {
  /** The same bytes, spelled differently: low bits of the last base64url character that decoding ignores. */
  function respelled(token: string): string {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(token.at(-1)!);
    return `${token.slice(0, -1)}${alphabet[last ^ 1]}`;
  }

  it('accepts only the canonical spelling of a token: padding or stray low bits are refused', async () => {
    const visitor = await createSession(server.url);
    const list = (token: string) =>
      fetch(`${server.url}/api/chat/list`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: '{}',
      }).then((response) => response.status);
    expect(await list(visitor.token)).toBe(200);
    expect(await list(`${visitor.token}=`)).toBe(401);
    expect(await list(`${visitor.token}==`)).toBe(401);
    expect(await list(respelled(visitor.token))).toBe(401);
    const [body, mac] = visitor.token.split('.');
    expect(await list(`${respelled(body!)}.${mac}`)).toBe(401);
    await expect(connectClient(server.url, respelled(visitor.token))).rejects.toThrow();
  });
});

describe('bodies too large to read', () => {
  /** Sends headers claiming `declared` bytes, then writes until the server answers or closes. */
  const upload = (path: string, declared: number) => oversizedUpload({ port: server.port, path, declared });

  it('answers 413 to a 1 GB REST body at once, without reading it', async () => {
    const { status, written, ms } = await upload('/api/message', 1024 ** 3);
    expect(status).toBe(413);
    expect(written).toBeLessThan(64 * 1024 * 1024);
    expect(ms).toBeLessThan(5000);
  });

  it('answers a 200 MB long-polling body at once, without reading it', async () => {
    const { status, written, ms } = await upload(SOCKET_HANDSHAKE, 200 * 1024 ** 2);
    expect(status).toBe(400);
    expect(written).toBeLessThan(64 * 1024 * 1024);
    expect(ms).toBeLessThan(5000);
  });
});

describe('a lone UTF-16 surrogate', () => {
  const lead = contactLead({
    name: 'Grace Hopper',
    companyName: 'Compilers Inc',
    email: 'grace@compilers.example',
    phone: '+1 202 555 0143',
  });

  it('in a contact form field gets a 400 naming the field, while a whole emoji is fine', async () => {
    const refused = await postJson(server.url, '/api/message', { ...lead, tellUsMore: 'Budget \ud800 soon' }, undefined, {
      'X-Forwarded-For': '198.51.100.31',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([{ path: 'tellUsMore', message: expect.stringMatching(/broken character/) }]);
    const accepted = await postJson(server.url, '/api/message', { ...lead, tellUsMore: 'Budget 😀 soon' }, undefined, {
      'X-Forwarded-For': '198.51.100.32',
    });
    expect(accepted.status).toBe(201);
  });

  it('in a chat message gets a clear refusal instead of "could not be saved"', async () => {
    const visitor = await createSession(server.url);
    const client = await connectClient(server.url, visitor.token);
    try {
      await client.emitWithAck('join_room', visitor.userId);
      const refused = await client.emitWithAck<{ ok: boolean; error?: string }>(
        'send_message',
        chatEnvelope(visitor.userId, 'c1', 'Hello \udc00 there'),
      );
      expect(refused).toEqual({ ok: false, error: expect.stringMatching(/message: .*broken character/) });
    } finally {
      client.close();
    }
  });
});

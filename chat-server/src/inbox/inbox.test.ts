/**
 * The sales inbox through real HTTP and socket.io clients on loopback:
 * sign-in, lock-out, CSRF, roles, the audit log and the live namespace.
 */
import type { Socket } from 'socket.io-client';
import type { ConversationDetail, ConversationSummary, StaffRole } from '@agency/chat-protocol/inbox';
import { chatEnvelope, isAnalysisFor } from '../test-support/envelopes.js';
import { nextEvent, StaffClient, visitorToken } from '../test-support/staff-client.js';
import { connectClient, startTestServer, type TestServer } from '../test-support/test-server.js';
import { ACCOUNT_FAILURES_BEFORE_LOCKOUT, IP_FAILURES_BEFORE_LOCKOUT } from './sign-in-limits.js';
import { StaffStore } from './staff-store.js';

const PASSWORD = 'correct horse battery staple';
let server: TestServer;
const sockets: Socket[] = [];
let people = 0;
/** A new address per test: the tests share one server. */
function emailOf(name: string): string {
  people += 1;
  return `${name}${people}@example.com`;
}

async function addStaff(email: string, role: StaffRole = 'agent', password = PASSWORD) {
  return new StaffStore(server.db).addUser({ email, displayName: email.split('@')[0]!, role, password });
}

async function signedIn(email: string, role: StaffRole = 'agent'): Promise<StaffClient> {
  await addStaff(email, role);
  const client = new StaffClient(server.url);
  expect((await client.signIn(email, PASSWORD)).status).toBe(200);
  return client;
}

/** A visitor whose socket joined their room, as the chat widget does before it sends. */
async function connectVisitorInRoom(node: TestServer) {
  const session = await visitorToken(node.url);
  const client = await connectClient(node.url, session.token);
  await client.emitWithAck('join_room', session.userId);
  return { session, client };
}

async function connected(client: StaffClient, auth?: Record<string, string>): Promise<Socket> {
  const { socket } = await client.connect({ auth });
  sockets.push(socket);
  return socket;
}

/** Starting a server opens its embedded database: on a busy machine that outlasts jest's default timeout. */
const SERVER_START_TIMEOUT_MS = 180_000;

beforeAll(async () => {
  // The inbox's public name is one the site may forward (ALLOWED_HOSTS), beside the loopback names tests call it by.
  server = await startTestServer({ ALLOWED_HOSTS: 'localhost,127.0.0.1,inbox.example.com' });
}, SERVER_START_TIMEOUT_MS);

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

afterAll(async () => {
  await server.stop();
});

describe('signing in', () => {
  it('sets an HttpOnly, SameSite=Strict session cookie scoped to the inbox, and opens the session', async () => {
    const ada = emailOf('ada');
    await addStaff(ada, 'admin');
    const client = new StaffClient(server.url);
    await client.fetchSignInToken();
    const response = await client.request('POST', '/sign-in', { email: ada.toUpperCase(), password: PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ email: ada, role: 'admin', disabled: false });
    const cookie = response.setCookies.find((line) => line.startsWith('inbox_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/api\/inbox/);
    // Loopback: a browser would not keep a Secure cookie over plain HTTP.
    expect(cookie).not.toMatch(/Secure/i);

    const session = await client.request('GET', '/session');
    expect(session.status).toBe(200);
    expect(session.body.user).toMatchObject({ email: ada });
    expect(session.body.csrfToken).toEqual(expect.any(String));
  });

  it('marks the cookie Secure when the inbox is reached by a name other than localhost', async () => {
    const ada = emailOf('ada');
    await addStaff(ada, 'admin');
    const client = new StaffClient(server.url);
    await client.fetchSignInToken();
    const response = await client.request(
      'POST',
      '/sign-in',
      { email: ada, password: PASSWORD },
      // As the site's proxy (trusted on loopback) forwards a request for the inbox's public name.
      { 'X-Forwarded-Host': 'inbox.example.com', 'X-Forwarded-Proto': 'https' },
    );
    expect(response.status).toBe(200);
    expect(response.setCookies.find((line) => line.startsWith('inbox_session='))).toMatch(/Secure/i);
  });

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    const ada = emailOf('ada');
    await addStaff(ada);
    const client = new StaffClient(server.url);
    const wrong = await client.signIn(ada, 'not the password at all');
    const unknown = await client.signIn('nobody@example.com', PASSWORD);
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body.error).toBe(unknown.body.error);
    expect(client.cookies.has('inbox_session')).toBe(false);
  });

  it('locks the account out after repeated failures, even for the right password', async () => {
    const ada = emailOf('ada');
    const grace = emailOf('grace');
    await addStaff(ada);
    const client = new StaffClient(server.url);
    for (let attempt = 0; attempt < ACCOUNT_FAILURES_BEFORE_LOCKOUT; attempt += 1) {
      expect((await client.signIn(ada, 'a wrong password')).status).toBe(401);
    }
    const locked = await client.signIn(ada, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.error).toMatch(/Too many failed sign-ins/);
    // Another account from the same address still signs in (the IP limit is higher).
    await addStaff(grace);
    expect((await new StaffClient(server.url).signIn(grace, PASSWORD)).status).toBe(200);
  });

  it(
    'locks out an address that tries many accounts',
    async () => {
      const ada = emailOf('ada');
      await addStaff(ada);
      // A server of its own: this address stays locked out there.
      const own = await startTestServer();
      try {
        await new StaffStore(own.db).addUser({ email: ada, displayName: 'Ada', role: 'agent', password: PASSWORD });
        const client = new StaffClient(own.url);
        for (let attempt = 0; attempt < IP_FAILURES_BEFORE_LOCKOUT; attempt += 1) {
          expect((await client.signIn(`guess${attempt}@example.com`, 'a wrong password')).status).toBe(401);
        }
        expect((await client.signIn(ada, PASSWORD)).status).toBe(429);
      } finally {
        await own.stop();
      }
    },
    SERVER_START_TIMEOUT_MS,
  );

  it('refuses a disabled account', async () => {
    const ada = emailOf('ada');
    const grace = emailOf('grace');
    const admin = await signedIn(ada, 'admin');
    const agent = await addStaff(grace);
    expect((await admin.request('PATCH', `/users/${agent.staffId}`, { disabled: true })).status).toBe(200);
    expect((await new StaffClient(server.url).signIn(grace, PASSWORD)).status).toBe(401);
  });

  it('answers malformed bodies with 400, not a server error', async () => {
    const client = new StaffClient(server.url);
    await client.fetchSignInToken();
    expect((await client.request('POST', '/sign-in', { email: 'not-an-email', password: PASSWORD })).status).toBe(400);
    expect((await client.request('POST', '/sign-in', { email: 'a@b.co', password: 'x'.repeat(300) })).status).toBe(400);
    expect((await client.request('POST', '/sign-in', [1, 2])).status).toBe(400);
  });
});

describe('CSRF', () => {
  it('refuses a sign-in without the token', async () => {
    const ada = emailOf('ada');
    await addStaff(ada);
    const client = new StaffClient(server.url);
    const response = await client.request('POST', '/sign-in', { email: ada, password: PASSWORD });
    expect(response.status).toBe(403);
    expect(response.body.error).toMatch(/CSRF/);
  });

  it('refuses a state change without the session token, with a forged one, or with the sign-in token', async () => {
    const ada = emailOf('ada');
    const grace = emailOf('grace');
    const admin = await signedIn(ada, 'admin');
    const newAgent = { email: grace, displayName: 'Grace', role: 'agent', password: PASSWORD };
    const sessionToken = admin.csrfToken!;

    admin.csrfToken = undefined;
    expect((await admin.request('POST', '/users', newAgent)).status).toBe(403);
    expect((await admin.request('POST', '/users', newAgent, { 'x-csrf-token': 'forged' })).status).toBe(403);

    // A token issued before sign-in is bound to no session: it only signs in.
    const anonymous = new StaffClient(server.url);
    await anonymous.fetchSignInToken();
    expect((await admin.request('POST', '/users', newAgent, { 'x-csrf-token': anonymous.csrfToken! })).status).toBe(403);

    // Another session's token (and its cookie) does not pass for this one.
    const other = await signedIn(emailOf('grace'), 'admin');
    expect((await admin.request('POST', '/users', newAgent, { 'x-csrf-token': other.csrfToken! })).status).toBe(403);

    admin.csrfToken = sessionToken;
    expect((await admin.request('POST', '/users', newAgent)).status).toBe(201);
  });
});

describe('without a session', () => {
  it('no inbox endpoint answers', async () => {
    const client = new StaffClient(server.url);
    for (const route of ['/session', '/conversations', '/conversations/anon_x~chat', '/users', '/audit', '/anything-else']) {
      expect({ route, status: (await client.request('GET', route)).status }).toEqual({ route, status: 401 });
    }
    await client.fetchSignInToken();
    for (const route of ['/sign-out', '/sign-out-everywhere', '/users']) {
      expect({ route, status: (await client.request('POST', route, {})).status }).toEqual({ route, status: 401 });
    }
    expect((await client.request('PATCH', '/users/staff_x', { disabled: true })).status).toBe(401);
  });

  it("a visitor's token opens nothing", async () => {
    const visitor = await visitorToken(server.url);
    const client = new StaffClient(server.url);
    const response = await client.request('GET', '/conversations', undefined, { Authorization: `Bearer ${visitor.token}` });
    expect(response.status).toBe(401);
  });

  it('the namespace refuses a connection without a session cookie, and with a visitor token', async () => {
    const visitor = await visitorToken(server.url);
    const client = new StaffClient(server.url);
    await expect(connected(client)).rejects.toThrow(/Sign in/);
    await expect(connected(client, { token: visitor.token })).rejects.toThrow(/Sign in/);
    client.cookies.set('inbox_session', 'a-made-up-session-id');
    await expect(connected(client)).rejects.toThrow(/Sign in/);
  });
});

describe('roles', () => {
  it('an agent cannot manage users or read the audit log', async () => {
    const ada = emailOf('ada');
    const grace = emailOf('grace');
    const admin = await signedIn(ada, 'admin');
    const agent = await signedIn(grace, 'agent');
    expect((await agent.request('GET', '/users')).status).toBe(403);
    expect(
      (await agent.request('POST', '/users', { email: 'x@example.com', displayName: 'X', role: 'admin', password: PASSWORD })).status,
    ).toBe(403);
    const adminId = ((await admin.request('GET', '/session')).body.user as { staffId: string }).staffId;
    expect((await agent.request('PATCH', `/users/${adminId}`, { disabled: true })).status).toBe(403);
    expect((await agent.request('GET', '/audit')).status).toBe(403);
    expect((await agent.request('GET', '/conversations')).status).toBe(200);
  });

  it('an admin adds an agent who then signs in, and cannot disable their own account', async () => {
    const ada = emailOf('ada');
    const grace = emailOf('grace');
    const admin = await signedIn(ada, 'admin');
    const added = await admin.request('POST', '/users', {
      email: grace.toUpperCase(),
      displayName: 'Grace',
      role: 'agent',
      password: PASSWORD,
    });
    expect(added.status).toBe(201);
    expect(added.body.user).toMatchObject({ email: grace, role: 'agent' });
    expect(added.body.user).not.toHaveProperty('password');
    expect((await admin.request('POST', '/users', { email: grace, displayName: 'G', role: 'agent', password: PASSWORD })).status).toBe(409);
    expect(
      (await admin.request('POST', '/users', { email: 'h@example.com', displayName: 'H', role: 'agent', password: 'short' })).status,
    ).toBe(400);
    expect((await new StaffClient(server.url).signIn(grace, PASSWORD)).status).toBe(200);

    const users = (await admin.request('GET', '/users')).body.users as Array<{ email: string; staffId: string }>;
    expect(users.map((user) => user.email)).toEqual(expect.arrayContaining([ada, grace]));
    const own = users.find((user) => user.email === ada)!;
    expect((await admin.request('PATCH', `/users/${own.staffId}`, { disabled: true })).status).toBe(400);
  });

  it("disabling an agent ends the agent's sessions and live connection", async () => {
    const ada = emailOf('ada');
    const grace = emailOf('grace');
    const admin = await signedIn(ada, 'admin');
    const agent = await signedIn(grace, 'agent');
    const socket = await connected(agent);
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
    const agentId = ((await agent.request('GET', '/session')).body.user as { staffId: string }).staffId;
    expect((await admin.request('PATCH', `/users/${agentId}`, { disabled: true })).status).toBe(200);
    await disconnected;
    expect((await agent.request('GET', '/conversations')).status).toBe(401);
  });
});

describe('signing out', () => {
  /** One agent signed in on a laptop and a phone. */
  async function signedInTwice() {
    const ada = emailOf('ada');
    const laptop = await signedIn(ada);
    const phone = new StaffClient(server.url);
    expect((await phone.signIn(ada, PASSWORD)).status).toBe(200);
    return { laptop, phone };
  }

  it('ends this session only', async () => {
    const { laptop, phone } = await signedInTwice();
    const oldCookie = laptop.cookieHeader();
    expect((await laptop.request('POST', '/sign-out')).status).toBe(204);
    expect(laptop.cookies.has('inbox_session')).toBe(false);
    expect((await laptop.request('GET', '/session', undefined, { Cookie: oldCookie })).status).toBe(401);
    expect((await phone.request('GET', '/session')).status).toBe(200);
  });

  it('everywhere ends every session of the person and their live connections', async () => {
    const { laptop, phone } = await signedInTwice();
    const phoneSocket = await connected(phone);
    const disconnected = new Promise((resolve) => phoneSocket.once('disconnect', resolve));
    expect((await laptop.request('POST', '/sign-out-everywhere')).status).toBe(204);
    await disconnected;
    expect((await phone.request('GET', '/session')).status).toBe(401);
    expect((await laptop.request('GET', '/session')).status).toBe(401);
  });
});

describe('the audit log', () => {
  it('records sign-ins, user management and opened conversations, for admins to read', async () => {
    const ada = emailOf('ada');
    const grace = emailOf('grace');
    const admin = await signedIn(ada, 'admin');
    await admin.request('POST', '/users', { email: grace, displayName: 'Grace', role: 'agent', password: PASSWORD });
    const { session, client } = await connectVisitorInRoom(server);
    await client.emitWithAck('send_message', chatEnvelope(session.userId, 'chat-audit', 'We need a mobile app for our clinic'));
    await client.waitFor(isAnalysisFor('chat-audit'));
    client.close();
    const conversationId = `${session.userId}~chat-audit`;
    expect((await admin.request('GET', `/conversations/${conversationId}`)).status).toBe(200);

    const entries = (await admin.request('GET', '/audit')).body.entries as Array<{
      action: string;
      actorEmail: string | null;
      target: string | null;
    }>;
    const own = entries.filter((entry) => entry.actorEmail === ada);
    expect(own.map(({ action, actorEmail, target }) => ({ action, actorEmail, target }))).toEqual([
      { action: 'conversation_opened', actorEmail: ada, target: conversationId },
      { action: 'user_added', actorEmail: ada, target: `${grace} (agent)` },
      { action: 'sign_in', actorEmail: ada, target: null },
    ]);
  });

  it('cannot be changed: the database refuses updates and deletes', async () => {
    const ada = emailOf('ada');
    await signedIn(ada, 'admin');
    await expect(server.db.query("update staff_audit_log set action = 'nothing'")).rejects.toThrow(/append-only/);
    await expect(server.db.query("update staff_audit_log set actor_email = 'someone@else.example'")).rejects.toThrow(/append-only/);
    // The one change allowed (an erased visitor is forgotten) changes nothing else.
    await expect(server.db.query("update staff_audit_log set target = 'erased visitor', action = 'nothing'")).rejects.toThrow(
      /append-only/,
    );
    await expect(server.db.query('delete from staff_audit_log')).rejects.toThrow(/append-only/);
    expect(await server.db.query('select action from staff_audit_log where actor_email = $1', [ada])).toEqual([{ action: 'sign_in' }]);
  });
});

describe('the live inbox', () => {
  it('lists conversations on connection and pushes a new one as the visitor writes', async () => {
    const grace = emailOf('grace');
    const earlier = await connectVisitorInRoom(server);
    await earlier.client.emitWithAck('send_message', chatEnvelope(earlier.session.userId, 'chat-1', 'Hello'));
    await earlier.client.waitFor(isAnalysisFor('chat-1'));

    const agent = await signedIn(grace);
    const { socket, list } = await agent.connect();
    sockets.push(socket);
    expect(await list).toContainEqual(expect.objectContaining({ conversationId: `${earlier.session.userId}~chat-1`, group: 'new' }));

    const { session, client } = await connectVisitorInRoom(server);
    const pushed = nextEvent<ConversationSummary>(
      socket,
      'conversation',
      (summary) => summary.conversationId === `${session.userId}~chat-2`,
    );
    await client.emitWithAck('send_message', chatEnvelope(session.userId, 'chat-2', 'Can I talk to a human about an e-commerce site?'));
    const summary = await pushed;
    expect(summary.preview.length).toBeGreaterThan(0);
    earlier.client.close();
    client.close();
  });

  it("streams an opened conversation's transcript and lead as it grows", async () => {
    const grace = emailOf('grace');
    const agent = await signedIn(grace);
    const { session, client } = await connectVisitorInRoom(server);
    await client.emitWithAck('send_message', chatEnvelope(session.userId, 'chat-live', 'Hi, we are a bank'));
    await client.waitFor(isAnalysisFor('chat-live'));

    const socket = await connected(agent);
    const conversationId = `${session.userId}~chat-live`;
    const opened = (await socket.timeout(10_000).emitWithAck('open_conversation', conversationId)) as {
      ok: true;
      detail: ConversationDetail;
    };
    expect(opened.ok).toBe(true);
    expect(opened.detail.messages.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(opened.detail.messages[0]!.content).toBe('Hi, we are a bank');

    const grown = nextEvent<ConversationDetail>(socket, 'transcript', (detail) => detail.messages.length === 4);
    await client.emitWithAck(
      'send_message',
      chatEnvelope(
        session.userId,
        'chat-live',
        'We need a customer portal in three months, budget around 80k, email me at cto@bank.example',
      ),
    );
    const detail = await grown;
    expect(detail.messages[2]!.content).toMatch(/customer portal/);
    expect(detail.lead).toMatchObject({ email: 'cto@bank.example' });
    expect(detail.lead!.score).toEqual(expect.any(Number));
    client.close();
  });

  it('refuses to open a malformed or unknown conversation id', async () => {
    const grace = emailOf('grace');
    const agent = await signedIn(grace);
    const socket = await connected(agent);
    expect(await socket.timeout(10_000).emitWithAck('open_conversation', '../../etc')).toEqual({
      ok: false,
      error: 'Not a conversation id.',
    });
    expect(await socket.timeout(10_000).emitWithAck('open_conversation', 'anon_x~nothing')).toEqual({
      ok: false,
      error: 'No such conversation.',
    });
  });
});

/**
 * A person from the team takes a live chat over from the assistant and hands
 * it back, through real clients on loopback: the visitor's socket on the chat
 * namespace, the staff's on `/inbox` with a real session cookie, and a
 * loopback language model that records every reply the assistant starts.
 */
import type { Socket } from 'socket.io-client';
import type { ChatMessage, SocketEnvelope, UserTypingEvent } from '@agency/chat-protocol';
import type { ConversationDetail, ConversationSummary, StaffRole } from '@agency/chat-protocol/inbox';
import { chatEnvelope, isAnalysisFor } from '../test-support/envelopes.js';
import { startFakeLlmServer, type FakeLlmServer } from '../test-support/fake-llm-server.js';
import { nextEvent, StaffClient } from '../test-support/staff-client.js';
import { connectVisitorInRoom, startTestServer, type TestClient, type TestServer } from '../test-support/test-server.js';
import { StaffStore } from './staff-store.js';

const PASSWORD = 'correct horse battery staple';
const SERVER_START_TIMEOUT_MS = 180_000;
const ACK_TIMEOUT_MS = 10_000;

let llm: FakeLlmServer;
let server: TestServer;
const sockets: Socket[] = [];
const visitors: TestClient[] = [];
let people = 0;

type Ack = { ok: true; detail?: ConversationDetail; messageId?: string } | { ok: false; error: string };

beforeAll(async () => {
  llm = await startFakeLlmServer('openai');
  llm.script({ kind: 'stream', chunks: ['Happy to help ', 'with that.'] });
  server = await startTestServer({
    ASSISTANT_PROVIDER: 'openai',
    ASSISTANT_BASE_URL: llm.url,
    ASSISTANT_API_KEY: 'test-key',
    ASSISTANT_MODEL: 'test-model',
  });
}, SERVER_START_TIMEOUT_MS);

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
  for (const visitor of visitors.splice(0)) visitor.close();
});

afterAll(async () => {
  await server.stop();
  await llm.close();
});

/** A signed-in member of staff connected to the live inbox. */
async function staffMember(displayName: string, role: StaffRole = 'agent'): Promise<{ client: StaffClient; socket: Socket }> {
  people += 1;
  const email = `${displayName.toLowerCase()}${people}@example.com`;
  await new StaffStore(server.db).addUser({ email, displayName, role, password: PASSWORD });
  const client = new StaffClient(server.url);
  expect((await client.signIn(email, PASSWORD)).status).toBe(200);
  const { socket } = await client.connect();
  sockets.push(socket);
  return { client, socket };
}

/** A visitor who has had one reply from the assistant in `chatId`. */
async function visitorInChat(chatId: string) {
  const visitor = await connectVisitorInRoom(server);
  visitors.push(visitor.client);
  await visitor.client.emitWithAck('send_message', chatEnvelope(visitor.session.userId, chatId, 'Hi, we need a shop'));
  await visitor.client.waitFor(isAnalysisFor(chatId));
  return { ...visitor, conversationId: `${visitor.session.userId}~${chatId}` };
}

const ask = (socket: Socket, event: string, ...args: unknown[]) =>
  socket.timeout(ACK_TIMEOUT_MS).emitWithAck(event, ...args) as Promise<Ack>;

const storedMessage = (predicate: (message: ChatMessage) => boolean) => (envelope: SocketEnvelope) =>
  envelope.type === 'CHAT_MESSAGE' && !('isStream' in (envelope.payload as object)) && predicate(envelope.payload as ChatMessage);

/** Requests the assistant made of the language model, for one visitor message. */
const repliesTo = (text: string) =>
  llm.requests.filter((request) => {
    const messages = request.body.messages as Array<{ role: string; content: string }>;
    return messages.at(-1)?.content === text;
  });

describe('taking over a live chat', () => {
  it('Vera stops, the person answers with name, initial and typing, and Vera continues with the history after hand back', async () => {
    const { socket: ada } = await staffMember('Ada');
    const { client, session, conversationId } = await visitorInChat('chat-takeover');

    const taken = await ask(ada, 'take_over', conversationId);
    expect(taken).toMatchObject({ ok: true, detail: { summary: { group: 'with_person', heldBy: { name: 'Ada' } } } });
    const joined = await client.waitFor(storedMessage((message) => message.notice === 'person_joined'));
    expect(joined.payload).toMatchObject({
      role: 'system',
      content: 'Ada from the team has joined the chat.',
      author: { kind: 'person', name: 'Ada', initial: 'A' },
    });

    // The visitor's message is stored, acknowledged and reaches the person, and no reply of the assistant starts.
    const reachesAda = nextEvent<ConversationDetail>(ada, 'transcript', (detail) =>
      detail.messages.some((message) => message.content === 'Can I talk to a person?'),
    );
    const ack = await client.emitWithAck<{ ok: boolean }>(
      'send_message',
      chatEnvelope(session.userId, 'chat-takeover', 'Can I talk to a person?'),
    );
    expect(ack).toMatchObject({ ok: true });
    await reachesAda;

    const typing = new Promise<UserTypingEvent>((resolve) => client.socket.once('user_typing', resolve));
    ada.emit('agent_typing', { conversationId, typing: true });
    expect(await typing).toEqual({
      userId: 'team',
      isTyping: true,
      chatId: 'chat-takeover',
      author: { kind: 'person', name: 'Ada', initial: 'A' },
    });

    const sent = await ask(ada, 'agent_message', { conversationId, content: 'Hello, I am Ada. What kind of shop?' });
    expect(sent).toMatchObject({ ok: true, messageId: expect.any(String) });
    const written = await client.waitFor(storedMessage((message) => message.content === 'Hello, I am Ada. What kind of shop?'));
    expect(written.payload).toMatchObject({
      role: 'assistant',
      author: { kind: 'person', name: 'Ada', initial: 'A' },
      messageId: sent.ok ? sent.messageId : undefined,
    });

    expect(await ask(ada, 'hand_back', conversationId)).toMatchObject({ ok: true, detail: { summary: { heldBy: null } } });
    const left = await client.waitFor(storedMessage((message) => message.notice === 'person_left'));
    expect((left.payload as ChatMessage).content).toMatch(/^Ada has handed you back to /);

    const mark = client.envelopes.length;
    await client.emitWithAck('send_message', chatEnvelope(session.userId, 'chat-takeover', 'Shoes, about 200 products'));
    await client.waitFor((envelope) => client.envelopes.indexOf(envelope) >= mark && isAnalysisFor('chat-takeover')(envelope));

    // The chat's turns run in order: by now a reply to the held message would have been asked for.
    expect(repliesTo('Can I talk to a person?')).toHaveLength(0);
    const [afterHandBack] = repliesTo('Shoes, about 200 products');
    expect(afterHandBack).toBeDefined();
    const history = (afterHandBack!.body.messages as Array<{ role: string; content: string }>).filter(
      (message) => message.role !== 'system',
    );
    expect(history).toEqual(
      expect.arrayContaining([
        { role: 'user', content: 'Can I talk to a person?' },
        { role: 'assistant', content: 'Hello, I am Ada. What kind of shop?' },
        { role: 'user', content: 'Shoes, about 200 products' },
      ]),
    );
    // Stored for the visitor's reload, in order: the notices and the person's message among the chat's messages.
    const stored = await server.db.query<{ role: string; notice: string | null }>(
      'select role, notice from messages where user_id = $1 and chat_id = $2 order by seq',
      [session.userId, 'chat-takeover'],
    );
    expect(stored.map((row) => row.notice ?? row.role)).toEqual([
      'user',
      'assistant',
      'person_joined',
      'user',
      'assistant',
      'person_left',
      'user',
      'assistant',
    ]);
  });

  it('never lets two people hold the same conversation', async () => {
    const { socket: ada } = await staffMember('Ada');
    const { socket: grace } = await staffMember('Grace');
    const { conversationId } = await visitorInChat('chat-two');

    const listed = nextEvent<ConversationSummary>(
      grace,
      'conversation',
      (summary) => summary.conversationId === conversationId && summary.group === 'with_person',
    );
    const [first, second] = await Promise.all([ask(ada, 'take_over', conversationId), ask(grace, 'take_over', conversationId)]);
    const results = [first, second];
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const winner = first.ok ? 'Ada' : 'Grace';
    expect(results.find((result) => !result.ok)).toEqual({ ok: false, error: `${winner} is already answering this conversation.` });
    expect(await listed).toMatchObject({ heldBy: { name: winner } });

    // The other one can neither write nor hand back; once handed back, they can take it.
    const [holder, other] = winner === 'Ada' ? [ada, grace] : [grace, ada];
    expect(await ask(other, 'agent_message', { conversationId, content: 'Me too' })).toEqual({
      ok: false,
      error: 'You are not answering this conversation. Take it over first.',
    });
    expect(await ask(other, 'hand_back', conversationId)).toMatchObject({ ok: false });
    // Taking it again is no change for the holder.
    expect(await ask(holder, 'take_over', conversationId)).toMatchObject({ ok: true });
    expect(await ask(holder, 'hand_back', conversationId)).toMatchObject({ ok: true });
    expect(await ask(other, 'take_over', conversationId)).toMatchObject({
      ok: true,
      detail: { summary: { heldBy: { name: expect.any(String) } } },
    });
  });

  it("a visitor's token cannot take a conversation over", async () => {
    const { session, client, conversationId } = await visitorInChat('chat-visitor');
    // On the chat namespace the inbox's events do not exist.
    client.socket.emit('take_over', conversationId);
    const refused = await client.waitFor((envelope) => envelope.type === 'CONNECTION_ERROR');
    expect(refused.payload).toMatchObject({ event: 'take_over', error: expect.stringMatching(/Unknown event/) });
    // The inbox namespace refuses the visitor's token.
    await expect(new StaffClient(server.url).connect({ auth: { token: session.token } })).rejects.toThrow(/Sign in/);
    const [chat] = await server.db.query<{ held_by: string | null }>('select held_by from chats where user_id = $1', [session.userId]);
    expect(chat!.held_by).toBeNull();
  });

  it('answers malformed payloads with a clear error, and keeps serving', async () => {
    const { socket: ada } = await staffMember('Ada');
    const { conversationId } = await visitorInChat('chat-malformed');
    expect(await ask(ada, 'take_over', { conversationId })).toEqual({ ok: false, error: 'Not a conversation id.' });
    expect(await ask(ada, 'take_over')).toEqual({ ok: false, error: 'Not a conversation id.' });
    expect(await ask(ada, 'take_over', 'anon_nobody~nothing')).toEqual({ ok: false, error: 'No such conversation.' });
    expect(await ask(ada, 'hand_back', 42)).toEqual({ ok: false, error: 'Not a conversation id.' });
    expect(await ask(ada, 'agent_message', 'hello')).toMatchObject({ ok: false, error: expect.stringMatching(/^Malformed message/) });
    expect(await ask(ada, 'agent_message', { conversationId, content: '   ' })).toEqual({
      ok: false,
      error: 'Malformed message: content: The message is empty.',
    });
    expect(await ask(ada, 'agent_message', { conversationId, content: 'x'.repeat(5000) })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/limited to/),
    });
    expect(await ask(ada, 'agent_message', { conversationId, content: 'Hi', extra: true })).toMatchObject({ ok: false });
    expect(await ask(ada, 'agent_message', { conversationId, content: 'Hi' })).toEqual({
      ok: false,
      error: 'You are not answering this conversation. Take it over first.',
    });
    ada.emit('agent_typing', 'garbage');
    ada.emit('agent_typing', { conversationId, typing: 'yes' });
    // Still connected and answering.
    expect(await ask(ada, 'take_over', conversationId)).toMatchObject({ ok: true });
  });

  it('writes every take over, message and hand back to the audit log', async () => {
    const { client: admin, socket } = await staffMember('Mary', 'admin');
    const { conversationId } = await visitorInChat('chat-audit');
    await ask(socket, 'take_over', conversationId);
    await ask(socket, 'agent_message', { conversationId, content: 'Hello from Mary' });
    await ask(socket, 'hand_back', conversationId);
    const entries = (await admin.request('GET', '/audit')).body.entries as Array<{ action: string; target: string | null; at: number }>;
    const own = entries.filter((entry) => entry.target === conversationId);
    expect(own.map((entry) => entry.action)).toEqual(['conversation_handed_back', 'agent_message', 'conversation_taken_over']);
    expect(own.every((entry) => entry.at > 0)).toBe(true);
  });

  it("names the person in the visitor's export, and the visitor's erase removes what they wrote", async () => {
    const { socket: ada } = await staffMember('Ada');
    const { session, conversationId } = await visitorInChat('chat-rights');
    await ask(ada, 'take_over', conversationId);
    await ask(ada, 'agent_message', { conversationId, content: 'Ada here, happy to help.' });
    const auth = { Authorization: `Bearer ${session.token}` };
    const markdown = await (await fetch(`${server.url}/api/privacy/export?format=markdown`, { headers: auth })).text();
    expect(markdown).toMatch(/\*\*Ada\*\*, [^\n]+:\n\nAda here, happy to help\./);

    expect((await fetch(`${server.url}/api/privacy/data`, { method: 'DELETE', headers: auth })).status).toBe(200);
    expect(await server.db.query('select 1 from messages where user_id = $1', [session.userId])).toEqual([]);
    // Nobody holds a conversation that is gone.
    expect(await ask(ada, 'agent_message', { conversationId, content: 'Still there?' })).toMatchObject({ ok: false });
  });

  it('disabling a person hands the conversations they hold back to Vera', async () => {
    const { client: admin } = await staffMember('Mary', 'admin');
    const { client: agent, socket: ada } = await staffMember('Ada');
    const { client, session, conversationId } = await visitorInChat('chat-disabled');
    await ask(ada, 'take_over', conversationId);
    const adaId = ((await agent.request('GET', '/session')).body.user as { staffId: string }).staffId;

    expect((await admin.request('PATCH', `/users/${adaId}`, { disabled: true })).status).toBe(200);
    const left = await client.waitFor(storedMessage((message) => message.notice === 'person_left'));
    expect((left.payload as ChatMessage).author).toMatchObject({ name: 'Ada' });
    const mark = client.envelopes.length;
    await client.emitWithAck('send_message', chatEnvelope(session.userId, 'chat-disabled', 'Hello again'));
    await client.waitFor((envelope) => client.envelopes.indexOf(envelope) >= mark && isAnalysisFor('chat-disabled')(envelope));
    expect(repliesTo('Hello again')).toHaveLength(1);
  });

  it('signing out hands the conversations back once the person is signed in nowhere else', async () => {
    const email = 'grace-two-tabs@example.com';
    await new StaffStore(server.db).addUser({ email, displayName: 'Grace', role: 'agent', password: PASSWORD });
    const [laptop, phone] = [new StaffClient(server.url), new StaffClient(server.url)];
    for (const device of [laptop, phone]) expect((await device.signIn(email, PASSWORD)).status).toBe(200);
    const { socket: grace } = await laptop.connect();
    sockets.push(grace);
    const { client, conversationId } = await visitorInChat('chat-signed-out');
    expect(await ask(grace, 'take_over', conversationId)).toMatchObject({ ok: true });

    // Still signed in on the phone: she keeps the conversation.
    expect((await laptop.request('POST', '/sign-out')).status).toBe(204);
    const holder = () =>
      server.db.query<{ held_by_name: string | null }>('select held_by_name from chats where chat_id = $1', ['chat-signed-out']);
    expect(await holder()).toEqual([{ held_by_name: 'Grace' }]);

    expect((await phone.request('POST', '/sign-out')).status).toBe(204);
    const left = await client.waitFor(storedMessage((message) => message.notice === 'person_left'));
    expect((left.payload as ChatMessage).author).toMatchObject({ name: 'Grace' });
    expect(await holder()).toEqual([{ held_by_name: null }]);
  });
});

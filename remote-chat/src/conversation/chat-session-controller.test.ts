import type { ChatMessage, SocketAck, SocketEnvelope } from '@agency/chat-protocol';
import { SESSION_KEYS } from '../session';
import { CHAT_TEXT } from '../shared/content';
import { createFakeChatBackend, type FakeChatBackend } from '../testing/fake-chat-backend';
import { createChatSessionController, type ChatSessionController } from './chat-session-controller';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Lets the controller's promises (fake REST answers, acks) settle without moving the clock. */
const settle = () => jest.advanceTimersByTimeAsync(0);
const advance = (ms: number) => jest.advanceTimersByTimeAsync(ms);

interface Harness {
  backend: FakeChatBackend;
  controller: ChatSessionController;
  onError: jest.Mock<void, [string]>;
  stop: () => void;
}

async function startController(options: { connect?: boolean } = {}): Promise<Harness> {
  const backend = createFakeChatBackend();
  const onError = jest.fn<void, [string]>();
  const controller = createChatSessionController({ api: backend.api, openTransport: backend.openTransport, onError });
  const stop = controller.start();
  harnesses.push(stop);
  await settle();
  if (options.connect !== false) {
    backend.transport().accept();
    await settle();
  }
  return { backend, controller, onError, stop };
}

const harnesses: Array<() => void> = [];

function storedMessage(chatId: string, role: ChatMessage['role'], content: string, messageId: string): SocketEnvelope {
  return { roomId: 'room', type: 'CHAT_MESSAGE', payload: { messageId, chatId, role, content, timestamp: Date.now() } };
}

function activeChat(controller: ChatSessionController): string {
  const { activeChatId } = controller.getState();
  if (!activeChatId) throw new Error('no active chat');
  return activeChatId;
}

/** Sends, has the server acknowledge under its own id and echo the stored message. */
async function sendEchoed({ backend, controller }: Harness, text: string): Promise<string> {
  backend.onRequest = async (event): Promise<SocketAck> =>
    event === 'send_message' ? { ok: true, messageId: 'stored-user-1' } : { ok: true };
  expect(controller.send(text)).toBe(true);
  await settle();
  const chatId = activeChat(controller);
  backend.transport().deliver(storedMessage(chatId, 'user', text, 'stored-user-1'));
  return chatId;
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.localStorage.clear();
});

afterEach(() => {
  harnesses.splice(0).forEach((stop) => stop());
  jest.useRealTimers();
});

describe('connection', () => {
  test("says 'Connection timeout' when not connected within 10 s, and connects when the server answers later", async () => {
    const { backend, controller } = await startController({ connect: false });
    expect(controller.getState()).toMatchObject({ connection: 'connecting', connectionError: null });

    await advance(9_999);
    expect(controller.getState()).toMatchObject({ connection: 'connecting', connectionError: null });
    await advance(1);
    expect(controller.getState()).toMatchObject({ connection: 'disconnected', connectionError: 'Connection timeout' });

    backend.transport().accept();
    expect(controller.getState()).toMatchObject({ connection: 'connected', connectionError: null });
  });

  test('after 5 failed reconnect attempts it stops trying and is disconnected with the last error; Reconnect tries again', async () => {
    const { backend, controller } = await startController();
    const transport = backend.transport();
    transport.drop();
    expect(controller.getState().connection).toBe('reconnecting');

    for (let attempt = 1; attempt <= 4; attempt += 1) transport.failReconnectAttempt(`attempt ${attempt} failed`);
    expect(controller.getState().connection).toBe('reconnecting');
    expect(transport.disconnectCalls).toBe(0);

    transport.failReconnectAttempt('xhr poll error');
    expect(controller.getState()).toMatchObject({ connection: 'disconnected', connectionError: 'xhr poll error' });
    expect(transport.disconnectCalls).toBe(1);

    controller.reconnect();
    expect(controller.getState()).toMatchObject({ connection: 'connecting', connectionError: null });
    expect(transport.connectCalls).toBe(1);
    transport.accept();
    expect(controller.getState().connection).toBe('connected');
    await settle();
    expect(transport.requests.filter((request) => request.event === 'join_room')).toHaveLength(2);
  });

  test('a refused handshake renews the session once, then gives up', async () => {
    const { backend, controller } = await startController({ connect: false });
    const session = backend.sessionRequests.length;
    backend.transport().refuse('Session expired');
    await settle();
    expect(backend.sessionRequests).toHaveLength(session + 1);
    expect(controller.getState().connection).not.toBe('disconnected');

    backend.transport().refuse('Session expired');
    await settle();
    expect(controller.getState()).toMatchObject({ connection: 'disconnected', connectionError: 'Session expired' });
  });
});

describe('sending', () => {
  test('sends only non-blank text, when connected, with a known visitor and an active chat, and not while a reply is awaited', async () => {
    const backend = createFakeChatBackend();
    const controller = createChatSessionController({ api: backend.api, openTransport: backend.openTransport });
    const list = backend.holdChatList();
    harnesses.push(controller.start());
    expect(controller.send('Hello')).toBe(false); // no visitor yet

    await settle();
    backend.transport().accept();
    expect(controller.getState()).toMatchObject({ connection: 'connected', activeChatId: null });
    expect(controller.send('Hello')).toBe(false); // no active chat yet

    list.release();
    await settle();
    expect(controller.getState().activeChatId).toMatch(/^chat_/);
    expect(controller.send('   \n ')).toBe(false);

    backend.transport().drop();
    expect(controller.send('Hello')).toBe(false);
    backend.transport().accept();

    expect(controller.send('  Hello  ')).toBe(true);
    expect(controller.send('Again')).toBe(false); // waiting for the reply
    const sent = backend.transport().requests.filter((request) => request.event === 'send_message');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.args[0]).toMatchObject({
      type: 'CHAT_MESSAGE',
      payload: { message: 'Hello', chatId: controller.getState().activeChatId, isStream: true },
    });
  });

  test('the sent message is pending until chat-server echoes it under its own id', async () => {
    const harness = await startController();
    const { backend, controller } = harness;
    backend.onRequest = async (event) => (event === 'send_message' ? { ok: true, messageId: 'stored-42' } : { ok: true });

    controller.send('We need a web shop');
    expect(controller.getState()).toMatchObject({
      pending: { content: 'We need a web shop' },
      isLoading: true,
      announcement: 'responding',
    });
    expect(controller.getState().messages).toEqual([]);

    await settle();
    expect(controller.getState().pending?.messageId).toBe('stored-42');

    backend.transport().deliver(storedMessage(activeChat(controller), 'user', 'We need a web shop', 'stored-42'));
    expect(controller.getState().pending).toBeNull();
    expect(controller.getState().messages).toMatchObject([{ messageId: 'stored-42', role: 'user', content: 'We need a web shop' }]);
    expect(controller.getState().isLoading).toBe(true);
  });

  test("a failed send keeps the visitor's text, adds the apology, stops waiting and reports the error", async () => {
    const { backend, controller, onError } = await startController();
    backend.onRequest = async (event) => (event === 'send_message' ? { ok: false, error: 'Too many messages' } : { ok: true });

    controller.send('Can you help?');
    await settle();

    const state = controller.getState();
    expect(state.messages.map(({ role, content }) => [role, content])).toEqual([
      ['user', 'Can you help?'],
      ['assistant', 'Sorry, there was an error sending your message. Please try again.'],
    ]);
    expect(state).toMatchObject({ pending: null, isLoading: false, isStreaming: false });
    expect(onError).toHaveBeenCalledWith('Too many messages');
    expect(controller.send('Second try')).toBe(true);
  });

  test('a send refused because the session ended renews the session', async () => {
    const { backend, controller } = await startController();
    const before = backend.sessionRequests.length;
    backend.onRequest = async (event) => (event === 'send_message' ? { ok: false, error: 'Session expired' } : { ok: true });
    controller.send('Hello');
    await settle();
    expect(backend.sessionRequests).toHaveLength(before + 1);
    expect(backend.sessionRequests.at(-1)?.userId).toBe(controller.getState().userId);
  });
});

describe('streaming', () => {
  test('accumulates the reply, shows it at most every 100 ms, and commits it at the end', async () => {
    const harness = await startController();
    const { backend, controller } = harness;
    const chatId = await sendEchoed(harness, 'Tell me about AI');
    const transport = backend.transport();

    transport.deliver(backend.frame(chatId, { messageId: 'reply-1', message: 'Hel', isStreamEnd: false }));
    expect(controller.getState()).toMatchObject({ isStreaming: true, streamingMessageId: 'reply-1', streamingMessage: 'Hel' });

    await advance(40);
    transport.deliver(backend.frame(chatId, { messageId: 'reply-1', message: 'lo', isStreamEnd: false }));
    expect(controller.getState().streamingMessage).toBe('Hel');
    await advance(59);
    expect(controller.getState().streamingMessage).toBe('Hel');
    await advance(1);
    expect(controller.getState().streamingMessage).toBe('Hello');

    transport.deliver(backend.frame(chatId, { messageId: 'reply-1', message: ' there.', isStreamEnd: false }));
    expect(controller.getState().streamingMessage).toBe('Hello');
    transport.deliver(backend.frame(chatId, { messageId: 'reply-1', message: '', isStreamEnd: true }));

    const state = controller.getState();
    expect(state).toMatchObject({ isStreaming: false, isLoading: false, streamingMessage: '', announcement: 'complete' });
    expect(state.messages.at(-1)).toMatchObject({ messageId: 'reply-1', role: 'assistant', content: 'Hello there.' });
    await advance(200);
    expect(controller.getState().streamingMessage).toBe('');
  });

  test('frames and analysis of another chat are ignored; the active chat analysis is kept', async () => {
    const harness = await startController();
    const { backend, controller } = harness;
    const chatId = await sendEchoed(harness, 'Hi');
    const transport = backend.transport();
    transport.deliver(backend.frame('chat_other', { messageId: 'other', message: 'Not yours', isStreamEnd: false }));
    expect(controller.getState().isStreaming).toBe(false);

    const analysis = (forChat: string): SocketEnvelope => ({
      roomId: 'room',
      type: 'CHAT_STATUS',
      payload: {
        chatId: forChat,
        status: 'analysis',
        conversationPhase: 'discovery',
        leadScore: 35,
        leadStage: null,
        quickReplies: [{ id: 'pricing', text: 'Pricing', action: 'ask_pricing', priority: 1, contextRelevance: 1, category: 'budget' }],
      },
    });
    transport.deliver(analysis('chat_other'));
    expect(controller.getState().analysis.phase).toBe('welcome');
    transport.deliver(analysis(chatId));
    expect(controller.getState().analysis).toMatchObject({ phase: 'discovery', serverLeadScore: 35, quickReplies: [{ text: 'Pricing' }] });
  });
});

describe('reply watchdog', () => {
  async function replyCutOffByReconnect(harness: Harness) {
    const { backend, controller } = harness;
    const chatId = await sendEchoed(harness, 'Plan my migration');
    backend.transport().deliver(backend.frame(chatId, { messageId: 'reply-lost', message: 'First we', isStreamEnd: false }));
    backend.transport().drop();
    backend.transport().accept();
    await settle();
    expect(controller.getState()).toMatchObject({ connection: 'connected', isLoading: true });
    return chatId;
  }

  test('a reply neither stored nor streaming again 8 s after a reconnect is given up, and the visitor can send again', async () => {
    const harness = await startController();
    const { controller } = harness;
    await replyCutOffByReconnect(harness);

    await advance(7_999);
    expect(controller.getState().isLoading).toBe(true);
    await advance(1);

    const state = controller.getState();
    expect(state).toMatchObject({ isLoading: false, isStreaming: false });
    expect(state.messages.at(-1)).toMatchObject({ role: 'assistant', content: CHAT_TEXT.replyInterrupted });
    expect(controller.send('Plan my migration')).toBe(true);
  });

  test('a reply whose frames resume after the reconnect is not given up', async () => {
    const harness = await startController();
    const { backend, controller } = harness;
    const chatId = await replyCutOffByReconnect(harness);

    await advance(4_000);
    backend.transport().deliver(backend.frame(chatId, { messageId: 'reply-lost', message: ' move the data.', isStreamEnd: false }));
    await advance(4_000);
    expect(controller.getState().isStreaming).toBe(true);
    expect(controller.getState().messages.map((message) => message.content)).not.toContain(CHAT_TEXT.replyInterrupted);
  });

  test('a reply stored by then is shown from the store instead', async () => {
    const harness = await startController();
    const { backend, controller } = harness;
    const chatId = await replyCutOffByReconnect(harness);
    backend.chats.set(chatId, [
      { messageId: 'stored-user-1', chatId, role: 'user', content: 'Plan my migration', timestamp: Date.now() - 1 },
      { messageId: 'reply-lost', chatId, role: 'assistant', content: 'First we map your data.', timestamp: Date.now() + 1 },
    ]);

    await advance(8_000);
    expect(controller.getState()).toMatchObject({ isLoading: false, isStreaming: false });
    expect(controller.getState().messages.at(-1)).toMatchObject({ messageId: 'reply-lost', content: 'First we map your data.' });
  });
});

describe('chats and session', () => {
  test('New chat starts an empty conversation with a new id, first in the list of at most 50, and rejoins the room', async () => {
    const older = Array.from({ length: 50 }, (_, i) => `chat_old_${i}`);
    window.localStorage.setItem(SESSION_KEYS.chatIdList, JSON.stringify(older));
    const harness = await startController();
    const { backend, controller } = harness;
    await sendEchoed(harness, 'First chat');
    const first = activeChat(controller);
    const joins = backend.transport().requests.filter((request) => request.event === 'join_room').length;

    controller.newChat();
    await settle();

    const state = controller.getState();
    expect(state.activeChatId).not.toBe(first);
    expect(state).toMatchObject({ messages: [], pending: null, isLoading: false });
    expect(state.chatHistory[0]).toBe(state.activeChatId);
    expect(state.chatHistory).toHaveLength(50);
    expect(new Set(state.chatHistory).size).toBe(50);
    expect(window.localStorage.getItem(SESSION_KEYS.activeChatId)).toBe(state.activeChatId);
    expect(backend.transport().requests.filter((request) => request.event === 'join_room')).toHaveLength(joins + 1);
  });

  test('while chat-server is unreachable the session is asked for again after 2, 5, 10, then 30 s', async () => {
    const backend = createFakeChatBackend();
    backend.unreachable = true;
    const controller = createChatSessionController({ api: backend.api, openTransport: backend.openTransport });
    harnesses.push(controller.start());
    await settle();
    expect(controller.getState()).toMatchObject({ connection: 'disconnected', connectionError: CHAT_TEXT.connectionFailed });

    const attemptsAfter = async (ms: number) => {
      await advance(ms);
      return backend.sessionRequests.length;
    };
    expect(await attemptsAfter(1_999)).toBe(1);
    expect(await attemptsAfter(1)).toBe(2);
    expect(await attemptsAfter(5_000)).toBe(3);
    expect(await attemptsAfter(10_000)).toBe(4);
    expect(await attemptsAfter(30_000)).toBe(5);
    expect(await attemptsAfter(30_000)).toBe(6);

    backend.unreachable = false;
    await advance(30_000);
    expect(controller.getState().userId).toMatch(/^visitor-/);
  });

  test('the hourly check replaces a session inactive for 24 h with a new anonymous visitor', async () => {
    const harness = await startController();
    const { backend, controller } = harness;
    await sendEchoed(harness, 'Morning question');
    const { userId } = controller.getState();

    jest.setSystemTime(Date.now() + DAY_MS);
    await advance(HOUR_MS);

    const state = controller.getState();
    expect(state.userId).not.toBe(userId);
    expect(state.messages).toEqual([]);
    expect(backend.sessionRequests.at(-1)).toBeNull();
    // The same connection reconnects under the new visitor's token.
    expect(backend.transport().token).toBe(`token-${state.userId?.replace('visitor-', '')}`);
  });

  test('subscribers hear every change until they unsubscribe; stop closes the connection', async () => {
    const { backend, controller, stop } = await startController({ connect: false });
    const listener = jest.fn();
    const unsubscribe = controller.subscribe(listener);
    backend.transport().accept();
    expect(listener).toHaveBeenCalled();
    unsubscribe();
    listener.mockClear();
    controller.setWindowOpen(true);
    expect(listener).not.toHaveBeenCalled();
    expect(controller.getState().isWindowOpen).toBe(true);

    stop();
    expect(backend.transport().closed).toBe(true);
    expect(controller.send('After stop')).toBe(false);
  });
});

/**
 * @jest-environment node
 *
 * Contract test: the loopback fake server the widget's tests use must say what
 * chat-server says. It runs the wire scenario of @agency/chat-protocol/contract,
 * which chat-server's own tests run against the real chat-server
 * (chat-server/src/chat/protocol-contract.test.ts); and the same conversation
 * goes through the real chat client (REST and the typed socket.io connection).
 */
import { brokenRules, runConversationScenario } from '@agency/chat-protocol/contract';
import { io } from 'socket.io-client';
import { startLoopbackChatServer, type LoopbackChatServer } from '../test-support/loopback-chat-server';
import { createChatClient, type ChatClient } from './chat-client';
import { INITIAL_ANALYSIS, type ChatState } from './chat-state';

jest.setTimeout(30_000);

/** The loopback server answers as chat-server does: ack under its own id, echo, streamed reply, then the analysis. */
async function loopbackServer(): Promise<LoopbackChatServer> {
  const server = await startLoopbackChatServer();
  server.onUserMessage = (context) => {
    context.ack({ ok: true, messageId: context.storedMessageId });
    context.echo();
    context.stream(['We build ', 'online shops ', 'for bakeries.']);
    context.status({
      chatId: context.payload.chatId,
      status: 'analysis',
      conversationPhase: 'discovery',
      leadScore: 20,
      leadStage: 'cold',
      quickReplies: [
        { id: 'budget-ask', text: 'What does it cost?', action: 'ask_budget', priority: 1, contextRelevance: 1, category: 'budget' },
      ],
    });
  };
  return server;
}

/** Resolves when the client's state passes `check` (real time: real sockets). */
function waitForState(controller: ChatClient, check: (state: ChatState) => boolean, what: string, timeoutMs = 15_000): Promise<ChatState> {
  return new Promise((resolve, reject) => {
    const done = () => {
      if (!check(controller.getState())) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(controller.getState());
    };
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`timed out waiting for ${what}; state: ${JSON.stringify(controller.getState())}`));
    }, timeoutMs);
    const unsubscribe = controller.subscribe(done);
    done();
  });
}

describe('one conversation against the loopback fake server', () => {
  let server: LoopbackChatServer;
  let controller: ChatClient;
  let stopController: (() => void) | undefined;

  beforeAll(async () => {
    server = await loopbackServer();
  });

  afterAll(() => server.close());

  test('keeps every rule of the protocol scenario chat-server is held to', async () => {
    const transcript = await runConversationScenario({ url: server.url, io });
    expect(brokenRules(transcript)).toEqual([]);
  });

  beforeEach(() => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    controller = createChatClient({ apiBaseUrl: server.url, onError: (error) => console.error(error) });
  });

  afterEach(() => stopController?.());

  test('connects, sends, receives the streamed reply and the analysis, and finds both stored', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stopController = controller.start();
    const ready = await waitForState(
      controller,
      (state) => state.connection === 'connected' && state.activeChatId !== null && !state.isHistoryLoading,
      'connected in a chat',
    );
    expect(ready.userId).toEqual(expect.any(String));
    expect(ready.messages).toEqual([]);

    const partials: string[] = [];
    const unsubscribe = controller.subscribe(() => {
      const shown = controller.getState().streamingMessage;
      if (shown && shown !== partials.at(-1)) partials.push(shown);
    });
    const text = 'We need an online shop for our bakery';
    expect(controller.send(text)).toBe(true);
    const clientMessageId = controller.getState().pending?.messageId;

    const answered = await waitForState(
      controller,
      (state) =>
        state.pending === null &&
        !state.isLoading &&
        state.messages.some((message) => message.role === 'assistant') &&
        state.analysis !== INITIAL_ANALYSIS,
      'the reply and the analysis',
    );
    unsubscribe();

    const [visitor, reply, ...rest] = answered.messages;
    expect(rest).toEqual([]);
    expect(visitor).toMatchObject({ role: 'user', content: text, chatId: answered.activeChatId });
    // Stored under chat-server's id, matched to the pending message.
    expect(visitor?.messageId).not.toBe(clientMessageId);
    expect(reply).toMatchObject({ role: 'assistant', chatId: answered.activeChatId });
    expect(reply?.content.trim()).not.toBe('');
    expect(partials.length).toBeGreaterThan(0);
    expect(reply?.content.startsWith(partials[0] ?? '\u0000')).toBe(true);

    expect(answered.analysis.phase).toMatch(/^[a-z_]+$/);
    expect(answered.analysis.leadScore).toBeGreaterThanOrEqual(0);
    expect(answered.analysis.leadScore).toBeLessThanOrEqual(100);
    expect(answered.analysis.quickReplies.length).toBeGreaterThan(0);
    answered.analysis.quickReplies.forEach((quickReply) =>
      expect(quickReply).toEqual(
        expect.objectContaining({ id: expect.any(String), text: expect.any(String), category: expect.any(String) }),
      ),
    );
    expect(answered.chatHistory[0]).toBe(answered.activeChatId);

    // What the visitor saw is what the server stored: same ids, same texts.
    const stored = server.chats.get(answered.activeChatId ?? '') ?? [];
    expect(stored.map(({ messageId, role, content }) => ({ messageId, role, content }))).toEqual(
      answered.messages.map(({ messageId, role, content }) => ({ messageId, role, content })),
    );
    expect(errors).not.toHaveBeenCalled();
  });
});

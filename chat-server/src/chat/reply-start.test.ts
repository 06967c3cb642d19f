/**
 * A reply starts from the socket's memory of the chat, before the database
 * has stored the visitor's message (socket-conversations.ts); the database
 * stays the record. Real server and socket.io clients on loopback.
 */
import type { ChatMessage, ChatStatusPayload, SocketAck, SocketEnvelope, StreamFrame } from '@agency/chat-protocol';
import { chatEnvelope, isAnalysisFor, streamedText } from '../test-support/envelopes.js';
import { connectClient, connectVisitorInRoom, postJson, startTestServer, type TestServer } from '../test-support/test-server.js';
import { NOT_STORED_MESSAGE } from './chat-service.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ BUILTIN_CHUNK_DELAY_MS: '1' });
});
afterAll(async () => {
  await server.stop();
});

const visitorInRoom = (node: TestServer = server) => connectVisitorInRoom(node);

const isStreamFrame = (envelope: SocketEnvelope) => envelope.type === 'CHAT_MESSAGE' && (envelope.payload as StreamFrame).isStream === true;

async function storedEntries(node: TestServer, chatId: string, token: string): Promise<ChatMessage[]> {
  const loaded = await postJson(node.url, '/api/chat/load', { chatId }, token);
  return (loaded.body.data as { entries: ChatMessage[] }).entries;
}

describe('a reply that starts before the database answers', () => {
  it('streams while the database is busy, then acknowledges and stores the message', async () => {
    const { session, client } = await visitorInRoom();
    await client.emitWithAck('send_message', chatEnvelope(session.userId, 'busy', 'What AI CRM packages do you offer?'));
    await client.waitFor(isAnalysisFor('busy'));
    client.envelopes.length = 0;

    // The database is held by a transaction that ends only once the reply has started.
    let replyStarted!: () => void;
    const started = new Promise<void>((resolve) => (replyStarted = resolve));
    const held = server.db.transaction(async (tx) => {
      await tx.query('select 1');
      await started;
    });
    let acknowledged = false;
    const ack = client
      .emitWithAck<SocketAck>('send_message', chatEnvelope(session.userId, 'busy', 'How is our data kept private?'))
      .then((reply) => {
        acknowledged = true;
        return reply;
      });
    const firstFrame = await client.waitFor(isStreamFrame);
    expect(acknowledged).toBe(false);
    replyStarted();
    await held;

    await expect(ack).resolves.toEqual({ ok: true, messageId: expect.stringMatching(/^msg_/) });
    await client.waitFor(isAnalysisFor('busy'));
    const entries = await storedEntries(server, 'busy', session.token);
    expect(entries.map((entry) => [entry.role, entry.content])).toEqual([
      ['user', 'What AI CRM packages do you offer?'],
      ['assistant', expect.any(String)],
      ['user', 'How is our data kept private?'],
      ['assistant', streamedText(client.envelopes, (firstFrame.payload as StreamFrame).messageId)],
    ]);
    client.close();
  });

  it('ends the reply with an error, and keeps nothing, when the message cannot be stored', async () => {
    const failing = await startTestServer({ BUILTIN_CHUNK_DELAY_MS: '1' });
    await failing.db.query(`alter table messages add constraint refuses_poison check (content <> 'poison')`);
    const { session, client } = await visitorInRoom(failing);

    const ack = await client.emitWithAck<SocketAck>('send_message', chatEnvelope(session.userId, 'lost', 'poison'));
    expect(ack).toEqual({ ok: false, error: NOT_STORED_MESSAGE });
    const error = await client.waitFor(
      (envelope) => envelope.type === 'CHAT_STATUS' && (envelope.payload as ChatStatusPayload).status === 'error',
    );
    const frames = client.envelopes.filter(isStreamFrame).map((envelope) => envelope.payload as StreamFrame);
    expect(error.payload).toEqual({ chatId: 'lost', status: 'error', error: NOT_STORED_MESSAGE, messageId: expect.any(String) });
    expect(frames.every((frame) => frame.messageId === (error.payload as { messageId: string }).messageId && !frame.isStreamEnd)).toBe(
      true,
    );
    expect(client.envelopes.some(isAnalysisFor('lost'))).toBe(false);
    expect(await storedEntries(failing, 'lost', session.token)).toEqual([]);

    // The chat works again with the next message.
    await expect(
      client.emitWithAck<SocketAck>('send_message', chatEnvelope(session.userId, 'lost', 'What is your process?')),
    ).resolves.toMatchObject({ ok: true });
    await client.waitFor(isAnalysisFor('lost'));
    expect((await storedEntries(failing, 'lost', session.token)).map((entry) => entry.role)).toEqual(['user', 'assistant']);
    client.close();
    await failing.stop();
  });

  it('keeps what another tab said in the same chat: the stored conversation wins over the memory', async () => {
    const { session, client } = await visitorInRoom();
    const otherTab = await connectClient(server.url, session.token);
    await otherTab.emitWithAck('join_room', session.userId);

    await client.emitWithAck('send_message', chatEnvelope(session.userId, 'tabs', 'We need a HIPAA compliant chatbot within 2 months'));
    await client.waitFor(isAnalysisFor('tabs'));
    await otherTab.waitFor(isAnalysisFor('tabs'));
    otherTab.envelopes.length = 0;
    // The other tab connected before the chat existed, so its memory holds nothing of it.
    await otherTab.emitWithAck('send_message', chatEnvelope(session.userId, 'tabs', 'You can reach me at dana@example.com'));
    const analysis = (await otherTab.waitFor(isAnalysisFor('tabs'))).payload as Extract<ChatStatusPayload, { status: 'analysis' }>;

    expect(analysis.identifiedNeeds).toEqual(expect.arrayContaining(['data privacy & compliance']));
    expect(analysis.leadScore).toBeGreaterThan(49);
    client.close();
    otherTab.close();
  });

  it('never gives one visitor’s conversation to another with the same chat id', async () => {
    const dana = await visitorInRoom();
    const sam = await visitorInRoom();
    await dana.client.emitWithAck(
      'send_message',
      chatEnvelope(dana.session.userId, 'same-id', 'We need a HIPAA compliant chatbot, reach me at dana@example.com'),
    );
    await dana.client.waitFor(isAnalysisFor('same-id'));
    await sam.client.emitWithAck('send_message', chatEnvelope(sam.session.userId, 'same-id', 'Hi'));
    const analysis = (await sam.client.waitFor(isAnalysisFor('same-id'))).payload as Extract<ChatStatusPayload, { status: 'analysis' }>;

    expect(analysis.identifiedNeeds).toEqual([]);
    expect(sam.client.envelopes.some((envelope) => JSON.stringify(envelope).includes('dana@example.com'))).toBe(false);
    expect((await storedEntries(server, 'same-id', sam.session.token)).map((entry) => entry.content)).toEqual(['Hi', expect.any(String)]);
    dana.client.close();
    sam.client.close();
  });
});

/**
 * Two chat-server nodes sharing rooms through the socket.io Redis adapter
 * (REDIS_URL) and data through PostgreSQL (DATABASE_URL).
 */
import type { ChatMessage, StreamFrame } from '@agency/chat-protocol';
import { SCALE_OUT_AVAILABLE, twoScaledOutNodes } from '../test-support/scaled-out.js';
import { connectClient, createSession, postJson, type TestServer } from '../test-support/test-server.js';
import { chatEnvelope, isAnalysisFor, streamedText } from '../test-support/envelopes.js';

describe('two nodes behind one site', () => {
  const nodes = twoScaledOutNodes('scale-out', { BUILTIN_CHUNK_DELAY_MS: '5' });
  const run = SCALE_OUT_AVAILABLE ? it : it.skip;

  run('streams one reply to the visitor’s tabs on both nodes, and either node loads it', async () => {
    const [a, b] = nodes as [TestServer, TestServer];
    const session = await createSession(a.url);
    const tabOnA = await connectClient(a.url, session.token);
    const tabOnB = await connectClient(b.url, session.token);
    await tabOnA.emitWithAck('join_room', session.userId);
    await tabOnB.emitWithAck('join_room', session.userId);

    await tabOnA.emitWithAck('send_message', chatEnvelope(session.userId, 'shared', 'What packages do you offer?'));
    await tabOnA.waitFor(isAnalysisFor('shared'));
    await tabOnB.waitFor(isAnalysisFor('shared'));
    const end = tabOnA.envelopes.find((envelope) => (envelope.payload as StreamFrame).isStreamEnd === true)!;
    const messageId = (end.payload as StreamFrame).messageId;
    const seenOnA = streamedText(tabOnA.envelopes, messageId);
    expect(seenOnA).toContain('Professional AI CRM');
    expect(streamedText(tabOnB.envelopes, messageId)).toBe(seenOnA);

    const loadedOnB = await postJson(b.url, '/api/chat/load', { chatId: 'shared' }, session.token);
    expect((loadedOnB.body.data as { entries: ChatMessage[] }).entries.map((entry) => entry.content)).toEqual([
      'What packages do you offer?',
      seenOnA,
    ]);
    tabOnA.close();
    tabOnB.close();
  });
});

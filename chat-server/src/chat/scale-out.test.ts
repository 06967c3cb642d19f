/**
 * Two chat-server nodes sharing rooms through the socket.io Redis adapter
 * (REDIS_URL) and data through PostgreSQL (DATABASE_URL).
 */
import type { ChatMessage, StreamFrame } from '@agency/chat-protocol';
import { SCALE_OUT_AVAILABLE, twoScaledOutNodes } from '../test-support/scaled-out.js';
import { connectClient, createSession, postJson, type TestServer } from '../test-support/test-server.js';
import { chatEnvelope, isAnalysisFor, streamedText } from '../test-support/envelopes.js';
import type { ConversationDetail } from '@agency/chat-protocol/inbox';
import { StaffStore } from '../inbox/staff-store.js';
import { nextEvent, StaffClient } from '../test-support/staff-client.js';

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

  run('a person on one node takes over a visitor on the other; a second person is refused on either', async () => {
    const [a, b] = nodes as [TestServer, TestServer];
    const session = await createSession(b.url);
    const visitor = await connectClient(b.url, session.token);
    await visitor.emitWithAck('join_room', session.userId);
    await visitor.emitWithAck('send_message', chatEnvelope(session.userId, 'held', 'Hi, we need an app'));
    await visitor.waitFor(isAnalysisFor('held'));
    const conversationId = `${session.userId}~held`;

    const password = 'correct horse battery staple';
    const staff = new StaffStore(a.db);
    await staff.addUser({ email: 'ada@scale.example', displayName: 'Ada', role: 'agent', password });
    await staff.addUser({ email: 'grace@scale.example', displayName: 'Grace', role: 'agent', password });
    const ada = new StaffClient(a.url);
    const grace = new StaffClient(b.url);
    await ada.signIn('ada@scale.example', password);
    await grace.signIn('grace@scale.example', password);
    const { socket: adaOnA } = await ada.connect();
    const { socket: graceOnB } = await grace.connect();
    try {
      expect(await adaOnA.timeout(10_000).emitWithAck('take_over', conversationId)).toMatchObject({ ok: true });
      expect(await graceOnB.timeout(10_000).emitWithAck('take_over', conversationId)).toEqual({
        ok: false,
        error: 'Ada is already answering this conversation.',
      });
      await visitor.waitFor((envelope) => (envelope.payload as ChatMessage).notice === 'person_joined');

      // The visitor's message, stored on B, reaches Ada on A; Ada's answer from A reaches the visitor on B.
      const reachesAda = nextEvent<ConversationDetail>(adaOnA, 'transcript', (detail) =>
        detail.messages.some((message) => message.content === 'Is anyone there?'),
      );
      await visitor.emitWithAck('send_message', chatEnvelope(session.userId, 'held', 'Is anyone there?'));
      await reachesAda;
      await adaOnA.timeout(10_000).emitWithAck('agent_message', { conversationId, content: 'Yes, Ada here.' });
      const answer = await visitor.waitFor((envelope) => (envelope.payload as ChatMessage).content === 'Yes, Ada here.');
      expect((answer.payload as ChatMessage).author).toEqual({ kind: 'person', name: 'Ada', initial: 'A' });
    } finally {
      adaOnA.close();
      graceOnB.close();
      visitor.close();
    }
  });
});

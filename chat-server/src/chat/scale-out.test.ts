/**
 * Two chat-server nodes sharing rooms through the socket.io Redis adapter
 * (REDIS_URL) and data through PostgreSQL (DATABASE_URL).
 */
import type { ChatMessage, StreamFrame } from '@agency/chat-protocol';
import { SCALE_OUT_AVAILABLE, twoScaledOutNodes } from '../test-support/scaled-out.js';
import { connectClient, createSession, postJson, type TestServer } from '../test-support/test-server.js';
import { chatEnvelope, isAnalysisFor, streamedText } from '../test-support/envelopes.js';
import type { ConversationDetail, InboxAlert } from '@agency/chat-protocol/inbox';
import { StaffStore } from '../inbox/staff-store.js';
import { nextEvent, StaffClient } from '../test-support/staff-client.js';

describe('two nodes behind one site', () => {
  // Within the team's working hours (a Monday morning in Zurich), so that an agent online on either node can join.
  const clock = () => Date.parse('2026-11-23T10:00:00+01:00');
  const nodes = twoScaledOutNodes('scale-out', { BUILTIN_CHUNK_DELAY_MS: '5' }, { clock });
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

  run('an agent signed in on one node is present for a visitor on the other, and alerted', async () => {
    const [a, b] = nodes as [TestServer, TestServer];
    const password = 'correct horse battery staple';
    await new StaffStore(a.db).addUser({ email: 'linus@scale.example', displayName: 'Linus', role: 'agent', password });
    const linus = new StaffClient(a.url);
    await linus.signIn('linus@scale.example', password);
    const { socket: linusOnA } = await linus.connect();
    const session = await createSession(b.url);
    const visitor = await connectClient(b.url, session.token);
    try {
      await visitor.emitWithAck('join_room', session.userId);
      const alerted = nextEvent<InboxAlert>(linusOnA, 'alert', (alert) => alert.conversationId === `${session.userId}~ask`);
      for (const [index, text] of ['We need a customer portal for our brokers.', 'Can I talk to a person?'].entries()) {
        await visitor.emitWithAck('send_message', chatEnvelope(session.userId, 'ask', text));
        await visitor.waitFor(() => visitor.envelopes.filter(isAnalysisFor('ask')).length === index + 1);
      }
      const end = visitor.envelopes.filter((envelope) => (envelope.payload as StreamFrame).isStreamEnd === true).at(-1)!;
      expect(streamedText(visitor.envelopes, (end.payload as StreamFrame).messageId)).toContain(
        "I've asked a person from the team to join",
      );
      expect(await alerted).toMatchObject({ kind: 'handover' });
    } finally {
      linusOnA.close();
      visitor.close();
    }
  });
});

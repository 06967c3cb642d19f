/**
 * Two chat-server nodes sharing rooms through the socket.io Redis adapter
 * (REDIS_URL) and data through PostgreSQL (DATABASE_URL).
 */
import type { ChatMessage, StreamFrame } from '@agency/chat-protocol';
import { dropSchema, POSTGRES_AVAILABLE, uniqueSchema } from '../test-support/postgres.js';
import { REDIS_AVAILABLE } from '../test-support/redis.js';
import { scaledOutEnv } from '../test-support/scaled-out.js';
import { connectClient, createSession, postJson, startTestServer, type TestServer } from '../test-support/test-server.js';
import { chatEnvelope, isAnalysisFor, streamedText } from '../test-support/envelopes.js';

const available = POSTGRES_AVAILABLE && REDIS_AVAILABLE;

describe('two nodes behind one site', () => {
  let nodes: TestServer[] = [];
  let schema: string;
  const run = available ? it : it.skip;

  beforeAll(async () => {
    if (!available) return;
    schema = uniqueSchema();
    const env = { ...scaledOutEnv(schema, 'scale-out'), BUILTIN_CHUNK_DELAY_MS: '5' };
    nodes = [await startTestServer(env), await startTestServer(env)];
  });
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.stop()));
    if (available) await dropSchema(schema);
  });

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

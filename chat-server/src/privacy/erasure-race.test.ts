/**
 * "Delete my data" while the reply is still streaming (issue 47): the erase wins.
 * Visitors leave contact details (so their turn would record a lead and hand it
 * to the webhook) and erase 0 to 300 ms after the acknowledgement, while a
 * provider whose pace the test sets is still writing. Afterwards nothing of
 * theirs is left and the log holds no error. Real server, socket.io clients
 * and HTTP on loopback; the second case erases through another node.
 */
import type { SocketAck } from '@agency/chat-protocol';
import { createLogger } from '../logging/logger.js';
import type { AssistantProvider, ReplyChunk, ReplyRequest } from '../providers/provider.js';
import { chatEnvelope } from '../test-support/envelopes.js';
import { dropSchema, uniqueSchema } from '../test-support/postgres.js';
import { SCALE_OUT_AVAILABLE, scaledOutEnv } from '../test-support/scaled-out.js';
import { connectClient, createSession, type TestServer, startTestServer } from '../test-support/test-server.js';
import { startWebhookSink, type WebhookSink } from '../test-support/webhook-sink.js';

const CHUNKS = 16;
const CHUNK_EVERY_MS = 25;
const ERASE_AFTER_ACK_MS = [0, 25, 50, 100, 150, 200, 250, 300];
const MESSAGE = 'We need an online shop by March, our budget is $50k. Write to me: buyer@shop.example or call +44 20 7946 0958';

/** Writes a reply of CHUNKS words, one every CHUNK_EVERY_MS (about 400 ms), and says when every reply it began has ended. */
class SlowProvider implements AssistantProvider {
  readonly name = 'builtin';
  readonly remote = false;
  private streaming = 0;
  private wakeIdle = () => {};

  async *streamReply(_request: ReplyRequest, signal: AbortSignal): AsyncIterable<ReplyChunk> {
    // Ended when the last word is written or the reply is cancelled (the caller may leave this generator suspended).
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      this.streaming -= 1;
      if (this.streaming === 0) this.wakeIdle();
    };
    this.streaming += 1;
    signal.addEventListener('abort', end, { once: true });
    try {
      for (let index = 0; index < CHUNKS && !signal.aborted; index += 1) {
        await new Promise((resolve) => setTimeout(resolve, CHUNK_EVERY_MS));
        yield { type: 'text', text: `word${index} ` };
      }
    } finally {
      end();
    }
  }

  idle(): Promise<void> {
    return this.streaming === 0 ? Promise.resolve() : new Promise((resolve) => (this.wakeIdle = resolve));
  }
}

/** The server's own record of its running turns: polled, as nothing else tells a test that a turn's last write is done. */
async function turnsEnded(node: TestServer): Promise<void> {
  while (node.chat.activeReplies > 0) await new Promise((resolve) => setTimeout(resolve, 10));
}

interface Erasure {
  userId: string;
  deletedChats: number;
}

/** One visitor: chats on `turnNode`, erases through `eraseNode` `delayMs` after the acknowledgement. */
async function chatThenErase(turnNode: TestServer, eraseNode: TestServer, chatId: string, delayMs: number): Promise<Erasure> {
  const session = await createSession(turnNode.url);
  const client = await connectClient(turnNode.url, session.token);
  await client.emitWithAck('join_room', session.userId);
  const ack = await client.emitWithAck<SocketAck>('send_message', chatEnvelope(session.userId, chatId, MESSAGE));
  expect(ack.ok).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  const response = await fetch(`${eraseNode.url}/api/privacy/data`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { deletedChats: number } };
  client.close();
  return { userId: session.userId, deletedChats: body.data.deletedChats };
}

async function whatIsLeftOf(node: TestServer, userIds: string[]) {
  const count = (table: string) =>
    node.db
      .query(`select 1 from ${table} where user_id in (select jsonb_array_elements_text($1::jsonb))`, [JSON.stringify(userIds)])
      .then((rows) => rows.length);
  return {
    chats: await count('chats'),
    messages: await count('messages'),
    leads: await count('leads'),
    sessions: await count('sessions'),
    outbox: (await node.db.query('select 1 from lead_outbox')).length,
  };
}

async function expectErasureWins(
  nodes: { turn: TestServer; erase: TestServer },
  provider: SlowProvider,
  sink: WebhookSink,
  errors: string[],
) {
  const erasures = await Promise.all(
    ERASE_AFTER_ACK_MS.map((delayMs) => chatThenErase(nodes.turn, nodes.erase, `race-${delayMs}`, delayMs)),
  );
  await provider.idle();
  await turnsEnded(nodes.turn);
  await nodes.turn.webhook?.settle();
  // Each erase found the visitor's chat: the message was stored before it was acknowledged.
  expect(erasures.map((erasure) => erasure.deletedChats)).toEqual(ERASE_AFTER_ACK_MS.map(() => 1));
  expect(
    await whatIsLeftOf(
      nodes.turn,
      erasures.map((erasure) => erasure.userId),
    ),
  ).toEqual({
    chats: 0,
    messages: 0,
    leads: 0,
    sessions: 0,
    outbox: 0,
  });
  expect(sink.deliveries.filter((delivery) => erasures.some((erasure) => delivery.body.includes(erasure.userId)))).toEqual([]);
  expect(errors).toEqual([]);
}

/** The log's error records, e.g. a reply written after its chat was deleted (a foreign-key error). */
function errorLog() {
  const errors: string[] = [];
  const logger = createLogger('error', (line) => errors.push(line));
  return { errors, logger };
}

/** Starting servers takes long on a loaded machine; the races themselves take about a second. */
const SLOW_START_MS = 120_000;

describe('an erase while the reply is streaming', () => {
  const provider = new SlowProvider();
  const { errors, logger } = errorLog();
  let sink: WebhookSink;
  let node: TestServer;

  beforeAll(async () => {
    sink = await startWebhookSink();
    node = await startTestServer({ LEAD_WEBHOOK_URL: sink.url }, { provider, logger });
  }, SLOW_START_MS);
  afterAll(async () => {
    await node.stop();
    await sink.close();
  });

  it('leaves no message, lead or webhook delivery of the visitor, and no error', async () => {
    await expectErasureWins({ turn: node, erase: node }, provider, sink, errors);
  });

  const twoNodes = SCALE_OUT_AVAILABLE ? it : it.skip;
  twoNodes(
    'wins too when it is sent to another node than the one streaming the reply',
    async () => {
      const schema = uniqueSchema();
      const env = { ...scaledOutEnv(schema, 'erasure-race'), LEAD_WEBHOOK_URL: sink.url };
      const slow = new SlowProvider();
      const twoNodeLog = errorLog();
      const turn = await startTestServer(env, { provider: slow, logger: twoNodeLog.logger });
      const erase = await startTestServer(env, { provider: new SlowProvider(), logger: twoNodeLog.logger });
      try {
        await expectErasureWins({ turn, erase }, slow, sink, twoNodeLog.errors);
      } finally {
        await Promise.all([turn.stop(), erase.stop()]);
        await dropSchema(schema);
      }
    },
    SLOW_START_MS,
  );
});

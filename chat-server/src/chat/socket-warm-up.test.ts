import path from 'node:path';
import { loadKnowledge } from '../assistant/knowledge.js';
import { typicalVisitorMessages } from '../assistant/typical-messages.js';
import { createLogger } from '../logging/logger.js';
import { isAnalysisFor, chatEnvelope } from '../test-support/envelopes.js';
import { connectClient, createSession, startTestServer, type TestServer } from '../test-support/test-server.js';
import { startWebhookSink, type WebhookSink } from '../test-support/webhook-sink.js';
import { SOCKET_ERRORS } from './socket-server.js';
import { leadFreeMessages, SOCKET_WARM_UP_CHATS, SOCKET_WARM_UP_VISITORS } from './socket-warm-up.js';

const knowledge = loadKnowledge(path.resolve(__dirname, '../../knowledge/vaultline.json'));

interface WarmUpLine {
  title: string;
  details1?: { turns?: number; refused?: number; failed?: string[] };
}

async function startLogged(env: NodeJS.ProcessEnv = {}): Promise<{ server: TestServer; lines: WarmUpLine[] }> {
  const lines: WarmUpLine[] = [];
  const logger = createLogger('debug', (line) => lines.push(JSON.parse(line) as WarmUpLine));
  const server = await startTestServer(env, { logger });
  return { server, lines };
}

function warmUpLine(lines: WarmUpLine[]): WarmUpLine | undefined {
  return lines.find((line) => line.title === 'warmed up through the socket server');
}

async function rowsLeft(server: TestServer): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['sessions', 'chats', 'messages', 'leads', 'lead_outbox']) {
    const [row] = await server.db.query<{ count: number }>(`select count(*)::int as count from ${table}`);
    counts[table] = row!.count;
  }
  return counts;
}

describe('the warm-up through the socket server, before the server listens', () => {
  let sink: WebhookSink;
  beforeAll(async () => {
    sink = await startWebhookSink();
  });
  afterAll(async () => {
    await sink.close();
  });

  it('has every warm-up visitor send its messages, then leaves no session, chat, lead or hand-over behind', async () => {
    const { server, lines } = await startLogged({ LEAD_WEBHOOK_URL: sink.url });
    try {
      expect(warmUpLine(lines)?.details1).toMatchObject({ turns: SOCKET_WARM_UP_VISITORS * SOCKET_WARM_UP_CHATS, refused: 0 });
      expect(lines.filter((line) => line.title === 'warm-up turns not completed')).toEqual([]);
      expect(await rowsLeft(server)).toEqual({ sessions: 0, chats: 0, messages: 0, leads: 0, lead_outbox: 0 });
      expect(sink.deliveries).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  it('leaves a visitor the whole connection limit, even one smaller than the warm-up', async () => {
    const { server, lines } = await startLogged({ SOCKET_RATE_LIMIT: '2/60' });
    try {
      // Two warm-up visitors were let in and the third refused; every one of those handshakes was given back.
      expect(warmUpLine(lines)?.details1).toMatchObject({ turns: 2 * SOCKET_WARM_UP_CHATS, refused: SOCKET_WARM_UP_VISITORS - 2 });
      const visitor = await createSession(server.url);
      const first = await connectClient(server.url, visitor.token);
      const second = await connectClient(server.url, visitor.token);
      await expect(connectClient(server.url, visitor.token)).rejects.toThrow(SOCKET_ERRORS.tooManyConnections);
      await first.emitWithAck('join_room', visitor.userId);
      await first.emitWithAck('send_message', chatEnvelope(visitor.userId, 'after-warm-up', 'What is your process?'));
      await first.waitFor(isAnalysisFor('after-warm-up'));
      first.close();
      second.close();
    } finally {
      await server.stop();
    }
  });

  it('sends only messages that make no lead in a chat of their own', () => {
    const candidates = typicalVisitorMessages(knowledge);
    const sent = leadFreeMessages(candidates);
    expect(sent.length).toBeGreaterThanOrEqual(SOCKET_WARM_UP_CHATS);
    // Asking for a person and leaving contact details each make a lead.
    expect(candidates.filter((message) => !sent.includes(message))).toEqual([
      'Can I talk to a human?',
      expect.stringContaining('alex@example.com'),
    ]);
  });
});

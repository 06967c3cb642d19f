import { connectClient, createSession, startTestServer } from '../test-support/test-server.js';
import { chatEnvelope, isAnalysisFor } from '../test-support/envelopes.js';
import { createLogger, LOG_CONTENT_LIMIT } from './logger.js';

describe('JSON logs', () => {
  it('writes one JSON object per line with severity, from, title, timestamp, id and truncated details', () => {
    const lines: string[] = [];
    const logger = createLogger('debug', (line) => lines.push(line));
    logger.info('chat', 'stored', { chatId: 'c1' }, 'x'.repeat(500));
    logger.debug('socket', 'connected');
    logger.error('provider', 'failed', new Error('boom'));
    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records.map((record) => record.severity)).toEqual(['I', 'D', 'ERROR']);
    expect(records[0]).toMatchObject({
      from: 'chat',
      title: 'stored',
      details1: { chatId: 'c1' },
      timestamp: expect.any(String),
      id: expect.any(String),
    });
    expect(records[0]!.details2).toBe(`${'x'.repeat(LOG_CONTENT_LIMIT)}…`);
    expect(records[2]!.details1).toBe('boom');
  });

  it('filters by level', () => {
    const lines: string[] = [];
    const logger = createLogger('info', (line) => lines.push(line));
    logger.debug('a', 'hidden');
    logger.info('a', 'shown');
    logger.error('a', 'shown too');
    expect(lines).toHaveLength(2);
    createLogger('silent', (line) => lines.push(line)).error('a', 'never');
    expect(lines).toHaveLength(2);
  });
});

describe('personal data in logs', () => {
  const email = 'jane.doe@corp.example';
  const phone = '+44 7700 900123';
  /** A line without its random id and its timestamp, which may hold any digits (an id once held "7700"). */
  const contentOf = (line: string) => {
    const { id: _id, timestamp: _timestamp, ...content } = JSON.parse(line) as Record<string, unknown>;
    return JSON.stringify(content);
  };
  const message = `Hi, I am Jane (${email}, ${phone}), we need a HIPAA chatbot`;

  it.each(['debug', 'info', 'error'] as const)('redacts e-mail addresses and phone numbers at level %s', (level) => {
    const lines: string[] = [];
    const logger = createLogger(level, (line) => lines.push(line));
    logger.debug('chat', 'user message stored', { chatId: 'c1' }, message);
    logger.info('leads', `lead from ${email}`, { contact: { email, phone } });
    logger.error('provider', 'failed', new Error(`upstream refused ${message}`));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines.map(contentOf)) {
      expect(line).not.toContain('jane.doe');
      expect(line).not.toContain('7700');
    }
    expect(lines.join('\n')).toContain('[EMAIL_1]');
  });

  it('keeps the debug lines of a real conversation free of the visitor’s contact details', async () => {
    const lines: string[] = [];
    const server = await startTestServer({}, { logger: createLogger('debug', (line) => lines.push(line)) });
    try {
      const visitor = await createSession(server.url);
      const client = await connectClient(server.url, visitor.token);
      await client.emitWithAck('join_room', visitor.userId);
      await client.emitWithAck('send_message', chatEnvelope(visitor.userId, 'pii', `Please call me on ${phone} or write to ${email}`));
      await client.waitFor(isAnalysisFor('pii'));
      client.close();
    } finally {
      await server.stop();
    }
    // The visitor's own turn (the start-up warm-up's turns are logged too, in chats of their own).
    const stored = lines.filter(
      (line) => line.includes('"chatId":"pii"') && (line.includes('user message stored') || line.includes('reply stored')),
    );
    expect(stored).toHaveLength(2);
    expect(stored[0]).toContain('[PHONE_1]');
    for (const line of lines) {
      expect(line).not.toContain(email);
      expect(line).not.toContain('7700 900123');
    }
  });
});

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
    expect(records[0]).toMatchObject({ from: 'chat', title: 'stored', details1: { chatId: 'c1' }, timestamp: expect.any(String), id: expect.any(String) });
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

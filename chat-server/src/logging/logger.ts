/**
 * JSON logs, one object per line (docs/product-rules.md §3 log record, §8 severities).
 * Message content is truncated to 100 characters so conversations never
 * land whole in log storage, and e-mail addresses and phone numbers are
 * replaced by placeholders (the redaction used before remote providers) at
 * every level, whatever the line is about.
 */
import { randomUUID } from 'node:crypto';
import type { LogLevel } from '../config/config.js';
import { Redactor } from '../privacy/redaction.js';

export const LOG_CONTENT_LIMIT = 100;

export type Severity = 'I' | 'D' | 'ERROR';

export interface LogRecord {
  severity: Severity;
  from: string;
  title: string;
  timestamp: string;
  id: string;
  details1?: unknown;
  details2?: unknown;
}

export interface Logger {
  info(from: string, title: string, details1?: unknown, details2?: unknown): void;
  debug(from: string, title: string, details1?: unknown, details2?: unknown): void;
  error(from: string, title: string, details1?: unknown, details2?: unknown): void;
}

export function truncate(text: string, limit = LOG_CONTENT_LIMIT): string {
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

/** Strings anywhere in the details are redacted, then truncated (so a cut address cannot escape); errors become their message. */
function sanitize(value: unknown, redactor: Redactor, depth = 0): unknown {
  if (typeof value === 'string') return truncate(redactor.redact(value));
  if (value instanceof Error) return truncate(redactor.redact(value.message));
  if (value === null || typeof value !== 'object' || depth > 3) return value;
  if (Array.isArray(value)) return value.slice(0, 20).map((item) => sanitize(item, redactor, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, sanitize(item, redactor, depth + 1)]));
}

const SHOWN: Record<LogLevel, ReadonlySet<Severity>> = {
  debug: new Set(['I', 'D', 'ERROR']),
  info: new Set(['I', 'ERROR']),
  error: new Set(['ERROR']),
  silent: new Set(),
};

export function createLogger(level: LogLevel, write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): Logger {
  const log = (severity: Severity, from: string, title: string, details1?: unknown, details2?: unknown) => {
    if (!SHOWN[level].has(severity)) return;
    const redactor = new Redactor();
    const record: LogRecord = {
      severity,
      from,
      title: truncate(redactor.redact(title)),
      timestamp: new Date().toISOString(),
      id: randomUUID(),
    };
    if (details1 !== undefined) record.details1 = sanitize(details1, redactor);
    if (details2 !== undefined) record.details2 = sanitize(details2, redactor);
    write(JSON.stringify(record));
  };
  return {
    info: (from, title, d1, d2) => log('I', from, title, d1, d2),
    debug: (from, title, d1, d2) => log('D', from, title, d1, d2),
    error: (from, title, d1, d2) => log('ERROR', from, title, d1, d2),
  };
}

export const silentLogger: Logger = createLogger('silent');

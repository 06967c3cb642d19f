/**
 * Structured logs to the console (docs/product-rules.md, log record): one JSON
 * object per line with severity I (info), D (debug) or ERROR.
 */
export type Severity = 'I' | 'D' | 'ERROR';

export interface LogRecord {
  severity: Severity;
  from: string;
  title: string;
  timestamp: number;
  id: string;
  details1?: unknown;
  details2?: unknown;
}

/** Logged message content is cut to 100 characters, so a visitor's text never lands in full. */
export const LOGGED_CONTENT_LIMIT = 100;

export function truncateForLog(text: string, max: number = LOGGED_CONTENT_LIMIT): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** Errors as name and message; strings, also one level inside a plain object, truncated. */
function describe(detail: unknown): unknown {
  if (detail instanceof Error) return { name: detail.name, message: truncateForLog(detail.message) };
  if (typeof detail === 'string') return truncateForLog(detail);
  if (isPlainRecord(detail)) {
    return Object.fromEntries(
      Object.entries(detail).map(([key, value]) => [key, typeof value === 'string' ? truncateForLog(value) : value]),
    );
  }
  return detail;
}

/** Writes one log record from `from` and returns it. */
export function logRecord(severity: Severity, from: string, title: string, details1?: unknown, details2?: unknown): LogRecord {
  const record: LogRecord = {
    severity,
    from,
    title,
    timestamp: Date.now(),
    id: Math.random().toString(36).slice(2, 11),
    ...(details1 === undefined ? {} : { details1: describe(details1) }),
    ...(details2 === undefined ? {} : { details2: describe(details2) }),
  };
  const line = JSON.stringify(record);
  if (severity === 'ERROR') console.error(line);
  else console.info(line);
  return record;
}

export type Log = (severity: Severity, title: string, details1?: unknown, details2?: unknown) => LogRecord;

/** A logger whose records all name `from` (the app or remote writing them). */
export function createLog(from: string): Log {
  return (severity, title, details1, details2) => logRecord(severity, from, title, details1, details2);
}

/**
 * Structured logs to the console (SPEC §3 log record, §8): one JSON object per
 * entry with severity I (info), D (debug) or ERROR.
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

/** SPEC §7: logged message content is truncated to 100 characters. */
export const LOGGED_CONTENT_LIMIT = 100;

export function truncateForLog(text: string): string {
  return text.length > LOGGED_CONTENT_LIMIT ? `${text.slice(0, LOGGED_CONTENT_LIMIT)}…` : text;
}

function describe(detail: unknown): unknown {
  if (detail instanceof Error) return { name: detail.name, message: truncateForLog(detail.message) };
  if (typeof detail === 'string') return truncateForLog(detail);
  return detail;
}

export function log(severity: Severity, from: string, title: string, details1?: unknown, details2?: unknown): LogRecord {
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
  else console.log(line);
  return record;
}

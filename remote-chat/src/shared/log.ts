import { CHAT_LIMITS } from './chat-rules';
import { randomPart } from './ids';

type Severity = 'I' | 'D' | 'ERROR';

/** Shortens logged content (SPEC §7: logged message content is truncated to 100 characters). */
export function truncateForLog(text: string, max: number = CHAT_LIMITS.logContentMax): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/**
 * One JSON log record per line (SPEC §3 log record, §8 severities).
 * Strings in the details are truncated so a visitor's message never lands in full.
 */
export function log(severity: Severity, title: string, details1?: Record<string, unknown>, details2?: unknown): void {
  const record = {
    severity,
    from: 'remote-chat',
    title,
    timestamp: Date.now(),
    id: randomPart(9),
    details1: details1 ? truncateValues(details1) : undefined,
    details2: typeof details2 === 'string' ? truncateForLog(details2) : details2,
  };
  const line = JSON.stringify(record);
  if (severity === 'ERROR') console.error(line);
  else console.info(line);
}

function truncateValues(details: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(details).map(([key, value]) => [key, typeof value === 'string' ? truncateForLog(value) : value]),
  );
}

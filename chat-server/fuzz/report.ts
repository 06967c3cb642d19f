/**
 * Settings of a server under fuzz, and how a run's figures are printed.
 */
import type { AttackRow } from './attacks.js';
import type { FuzzReport } from './fuzz-run.js';

/** Limits high enough that the fuzzer reaches the handlers instead of mostly 429s; replies stream without pauses. */
export const FUZZ_SERVER_ENV: Record<string, string> = {
  REST_RATE_LIMIT: '1000000/60',
  SESSION_RATE_LIMIT: '1000000/60',
  CONTACT_RATE_LIMIT: '1000000/60',
  SOCKET_RATE_LIMIT: '1000000/60',
  MESSAGE_RATE_LIMIT: '100/60',
  BUILTIN_CHUNK_DELAY_MS: '0',
};

export function formatReport(report: FuzzReport): string {
  const statuses = Object.entries(report.http.byStatus)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  const honest = report.honestVisitor.ok
    ? `streamed reply: first chunk ${report.honestVisitor.firstChunkMs} ms, complete ${report.honestVisitor.replyMs} ms`
    : `FAILED: ${report.honestVisitor.error}`;
  return [
    `fuzz seed ${report.seed}, ${(report.durationMs / 1000).toFixed(1)} s`,
    `HTTP: ${report.http.sent} malformed requests; answers ${statuses}; 5xx: ${report.http.serverErrors}; closed without an answer: ${report.http.noAnswer}; timed out: ${report.http.timeouts}`,
    `socket: ${report.socket.sent} packets (${report.socket.raw} raw engine.io frames, ${report.socket.handshakes} handshakes); CONNECTION_ERROR answers: ${report.socket.connectionErrors}; internal errors: ${report.socket.internalErrors}; connections closed by the server: ${report.socket.disconnects}`,
    `honest visitor afterwards: ${honest}`,
    ...report.serverErrorSamples.map((sample) => `  server error: ${sample}`),
  ].join('\n');
}

/** The attack run's summary table: one row per attack, accepted past the limits is the figure that must be 0. */
export function formatAttackTable(rows: AttackRow[], crashes: number): string {
  const header = ['attack', 'attempts', 'accepted', '5xx', 'leads left', 'fds before/peak/after'];
  const cells = rows.map((row) => [
    row.attack,
    String(row.attempts),
    String(row.accepted),
    String(row.serverErrors),
    row.leadsLeft === undefined ? '–' : String(row.leadsLeft),
    row.descriptors ? `${row.descriptors.before}/${row.descriptors.peak}/${row.descriptors.after}` : '–',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column]!.length)));
  const line = (values: string[]) =>
    values.map((value, column) => (column === 0 ? value.padEnd(widths[column]!) : value.padStart(widths[column]!))).join('  ');
  return [
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...cells.map(line),
    `crashes: ${crashes}`,
    ...rows.map((row) => `  ${row.attack}: ${row.detail}`),
  ].join('\n');
}

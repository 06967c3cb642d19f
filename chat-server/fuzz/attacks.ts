/**
 * The attacks of issue 47 against a started chat-server, as real loopback
 * clients, counted: lone UTF-16 surrogates, oversized bodies, look-alike
 * origins and forged Hosts, a rotating X-Forwarded-For, re-encoded tokens,
 * websocket upgrades that never send CONNECT, and "delete my data" racing a
 * reply. Each row counts attempts and how many the server accepted (0 is the
 * only passing figure); `problems` lists whatever should not have happened.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { contactLead } from '@agency/chat-protocol/examples';
import type { SocketEnvelope } from '@agency/chat-protocol';
import { oversizedUpload } from '@agency/tooling/attack/oversized-upload';
import {
  type AttackTarget,
  call,
  connectVisitor,
  descriptorsOf,
  newVisitor,
  pollUntil,
  rawUpgrade,
  type Visitor,
} from './attack-clients.js';

export interface AttackRow {
  attack: string;
  attempts: number;
  accepted: number;
  serverErrors: number;
  leadsLeft?: number;
  descriptors?: { before: number; peak: number; after: number };
  detail: string;
}

export interface AttackReport {
  rows: AttackRow[];
  problems: string[];
}

/** The exact origin the edge server allows (ALLOWED_ORIGINS): every look-alike of it must be refused. */
export const SITE_ORIGIN = 'http://localhost:4300';
/** The builtin assistant's pause between chunks during the erasure race: a reply then takes seconds. */
export const SLOW_CHUNK_DELAY_MS = 60;

const SOCKET_HANDSHAKE = '/socket.io/?EIO=4&transport=polling';
/** Erasures go out 0 ms to this long after the message's acknowledgement. */
const LATEST_ERASE_MS = 300;
const BROKEN_CHARACTER = /broken character/;
const LEAD_MESSAGE = 'We need an online shop by March, our budget is $50k. Write to me: buyer@shop.example or call +44 20 7946 0958';

const is5xx = (status: number) => status >= 500;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

function envelope(visitor: Visitor, chatId: string, message: string): SocketEnvelope {
  return { roomId: visitor.userId, type: 'CHAT_MESSAGE', payload: { userId: visitor.userId, chatId, message, isStream: true } };
}

async function joined(target: AttackTarget, visitor: Visitor): Promise<Socket> {
  const socket = await connectVisitor(target, visitor.token);
  if (!socket) throw new Error('an honest visitor could not connect');
  await socket.timeout(10_000).emitWithAck('join_room', visitor.userId);
  return socket;
}

async function leadsOf(target: AttackTarget, adminToken: string): Promise<Array<{ userId: string | null; source: string }>> {
  const answer = await call(target, 'GET', '/api/admin/leads', { headers: bearer(adminToken) });
  if (answer.status !== 200) throw new Error(`GET /api/admin/leads answered ${answer.status}`);
  return (JSON.parse(answer.body) as { data: Array<{ userId: string | null; source: string }> }).data;
}

/** Lone surrogates in chat messages (socket) and in each contact form field (REST, as a JSON escape). */
async function loneSurrogates(target: AttackTarget, adminToken: string, problems: string[]): Promise<AttackRow[]> {
  const visitor = await newVisitor(target);
  const socket = await joined(target, visitor);
  const messages = ['\ud800', 'Hello \udc00 there', 'Budget \ud83d', '\ude00\ud83d reversed', `${'x'.repeat(500)}\udbff`, '\ud800\ud800'];
  const chat: AttackRow = { attack: 'lone surrogate, chat message', attempts: 0, accepted: 0, serverErrors: 0, detail: '' };
  let unclear = 0;
  try {
    for (const [index, message] of messages.entries()) {
      const ack = (await socket
        .timeout(10_000)
        .emitWithAck('send_message', envelope(visitor, `surrogate-${index}`, message))
        .catch(() => ({ ok: false, error: 'no answer' }))) as { ok: boolean; error?: string };
      chat.attempts += 1;
      if (ack.ok) chat.accepted += 1;
      else if (!BROKEN_CHARACTER.test(ack.error ?? '')) unclear += 1;
      if (ack.error?.includes('could not handle')) chat.serverErrors += 1;
    }
  } finally {
    socket.close();
  }
  const exported = await call(target, 'GET', '/api/privacy/export', { headers: bearer(visitor.token) });
  const stored = (JSON.parse(exported.body) as { data: { chats: unknown[] } }).data.chats.length;
  chat.detail = `refusals without the broken-character message: ${unclear}; chats stored: ${stored}`;
  if (unclear > 0 || stored > 0) problems.push(`lone surrogates in chat: ${chat.detail}`);

  const fields = ['name', 'companyName', 'email', 'phone', 'tellUsMore'] as const;
  const form: AttackRow = { attack: 'lone surrogate, contact form', attempts: 0, accepted: 0, serverErrors: 0, detail: '' };
  const before = (await leadsOf(target, adminToken)).length;
  let unnamed = 0;
  for (const field of fields) {
    for (const surrogate of ['\ud800', '\udfff']) {
      const lead = contactLead({ [field]: `${contactLead()[field]}${surrogate}` });
      const answer = await call(target, 'POST', '/api/message', { body: JSON.stringify(lead) });
      form.attempts += 1;
      if (answer.status < 300) form.accepted += 1;
      if (is5xx(answer.status)) form.serverErrors += 1;
      const issues =
        answer.status === 400 ? ((JSON.parse(answer.body) as { issues?: Array<{ path: string; message: string }> }).issues ?? []) : [];
      if (!issues.some((issue) => issue.path === field && BROKEN_CHARACTER.test(issue.message))) unnamed += 1;
    }
  }
  const storedLeads = (await leadsOf(target, adminToken)).length - before;
  form.detail = `answers without a 400 naming the field: ${unnamed}; leads stored: ${storedLeads}`;
  if (unnamed > 0 || storedLeads > 0) problems.push(`lone surrogates in the contact form: ${form.detail}`);
  return [chat, form];
}

/** Bodies far over the limits, by Content-Length and chunked, on REST and on a live long-polling connection. */
async function oversizedBodies(target: AttackTarget): Promise<AttackRow> {
  const handshake = await call(target, 'GET', SOCKET_HANDSHAKE);
  const sid = (JSON.parse(handshake.body.slice(1)) as { sid: string }).sid;
  const polling = `${SOCKET_HANDSHAKE}&sid=${encodeURIComponent(sid)}`;
  const uploads = [
    { path: '/api/message', declared: 1024 ** 3, chunked: false },
    { path: '/api/message', declared: 1024 ** 3, chunked: true },
    { path: polling, declared: 200 * 1024 ** 2, chunked: false },
    { path: polling, declared: 200 * 1024 ** 2, chunked: true },
  ];
  const row: AttackRow = { attack: 'oversized body (REST, long-polling)', attempts: 0, accepted: 0, serverErrors: 0, detail: '' };
  const seen: string[] = [];
  for (const { path, declared, chunked } of uploads) {
    const result = await oversizedUpload({ port: target.port, path, declared, chunked });
    row.attempts += 1;
    if (result.written >= declared || (result.status >= 200 && result.status < 300)) row.accepted += 1;
    if (is5xx(result.status)) row.serverErrors += 1;
    const where = path.startsWith('/api') ? 'REST' : 'polling';
    seen.push(
      `${where}${chunked ? ' chunked' : ''} ${(declared / 1024 ** 2).toFixed(0)} MB: ${result.status || 'closed'} after ${(result.written / 1024 ** 2).toFixed(1)} MB, ${result.ms} ms`,
    );
  }
  row.detail = seen.join('; ');
  return row;
}

/** Origins that only look like the site's, and forged Hosts with a matching Origin, on REST, polling and websocket. */
async function lookAlikeOrigins(target: AttackTarget, problems: string[]): Promise<AttackRow> {
  const variants: Array<Record<string, string>> = [
    { Host: 'localhost:4300', Origin: 'https://localhost:4300' },
    { Host: 'localhost:4300', Origin: 'http://localhost:4300/' },
    { Host: 'localhost:4300', Origin: 'http://localhost:4301' },
    { Host: 'localhost:4300', Origin: 'http://localhost:4300.evil.example' },
    { Host: 'localhost:4300', Origin: 'null' },
    { Host: 'evil.example:4300', Origin: 'http://evil.example:4300' },
    { Host: 'evil.example', Origin: 'http://evil.example' },
    { Host: 'evil.example:4300' },
  ];
  const visitor = await newVisitor(target);
  const row: AttackRow = { attack: 'look-alike origin, forged Host', attempts: 0, accepted: 0, serverErrors: 0, detail: '' };
  const channels = async (headers: Record<string, string>) => {
    const statuses = [
      (await call(target, 'POST', '/api/session', { headers })).status,
      (await call(target, 'GET', '/api/privacy/export', { headers: { ...headers, ...bearer(visitor.token) } })).status,
      (await call(target, 'GET', SOCKET_HANDSHAKE, { headers })).status,
    ];
    const upgrade = await rawUpgrade(target, headers);
    upgrade.socket.destroy();
    return [...statuses, upgrade.status];
  };
  const refusals = new Map<number, number>();
  for (const headers of variants) {
    for (const status of await channels(headers)) {
      row.attempts += 1;
      if ((status >= 200 && status < 300) || status === 101) row.accepted += 1;
      if (is5xx(status)) row.serverErrors += 1;
      refusals.set(status, (refusals.get(status) ?? 0) + 1);
    }
  }
  // The exact origin must still get in everywhere, or the refusals above prove nothing.
  const control = await channels({ Host: 'localhost:4300', Origin: SITE_ORIGIN });
  const controlOk = control.every((status) => (status >= 200 && status < 300) || status === 101);
  if (!controlOk) problems.push(`the site's own origin was refused: ${control.join(', ')}`);
  row.detail = `${variants.length} variants × REST session, REST export, polling, websocket; answers ${[...refusals]
    .map(([status, count]) => `${status}×${count}`)
    .join(' ')}; exact origin accepted: ${controlOk ? 'yes' : 'NO'}`;
  return row;
}

/** Respells the last base64url character with `mask` XORed in (low bits a lax decoder ignores). */
function respelled(part: string, mask: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return `${part.slice(0, -1)}${alphabet[alphabet.indexOf(part.at(-1)!) ^ mask]}`;
}

/** The visitor's token spelled differently: padding, stray low bits, the standard base64 alphabet. */
async function reencodedTokens(target: AttackTarget, problems: string[]): Promise<AttackRow> {
  const visitor = await newVisitor(target);
  const [body, mac] = visitor.token.split('.') as [string, string];
  const variants = [
    `${visitor.token}=`,
    `${visitor.token}==`,
    `${body}==.${mac}`,
    ...[1, 2, 3].map((mask) => `${body}.${respelled(mac, mask)}`),
    ...[1, 2, 3].map((mask) => `${respelled(body, mask)}.${mac}`),
    visitor.token.replaceAll('-', '+').replaceAll('_', '/'),
  ].filter((variant) => variant !== visitor.token);
  const row: AttackRow = { attack: 're-encoded token', attempts: 0, accepted: 0, serverErrors: 0, detail: '' };
  const accepts = async (token: string) => {
    const rest = await call(target, 'POST', '/api/chat/list', { headers: bearer(token), body: '{}' });
    if (is5xx(rest.status)) row.serverErrors += 1;
    const socket = await connectVisitor(target, token);
    socket?.close();
    return [rest.status === 200, socket !== undefined];
  };
  for (const variant of new Set(variants)) {
    for (const accepted of await accepts(variant)) {
      row.attempts += 1;
      if (accepted) row.accepted += 1;
    }
  }
  const control = await accepts(visitor.token);
  if (!control.every(Boolean)) problems.push('the canonical token was refused');
  row.detail = `${new Set(variants).size} spellings × REST and socket; canonical token accepted: ${control.every(Boolean) ? 'yes' : 'NO'}`;
  return row;
}

/**
 * Websocket upgrades from one address that never send CONNECT: opened up to
 * the per-address cap, closed by the server after its connect timeout, and
 * the process's descriptors back to where they were.
 */
async function silentUpgrades(target: AttackTarget, connections: number, problems: string[]): Promise<AttackRow> {
  const before = descriptorsOf(target.pid) ?? -1;
  const upgrades = [];
  for (let first = 0; first < connections; first += 50)
    upgrades.push(...(await Promise.all(Array.from({ length: Math.min(50, connections - first) }, () => rawUpgrade(target)))));
  const opened = upgrades.filter((upgrade) => upgrade.status === 101);
  const peak = descriptorsOf(target.pid) ?? -1;
  // Another address is not locked out by this one's flood.
  const other = await rawUpgrade(target, {}, '127.0.0.2');
  other.socket.destroy();
  const serverClosed = await Promise.race([
    Promise.all(opened.map((upgrade) => upgrade.closed)).then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 20_000)),
  ]);
  const heldAfter = upgrades.filter((upgrade) => !upgrade.socket.destroyed).length;
  for (const upgrade of upgrades) upgrade.socket.destroy();
  const after = await pollUntil(
    () => descriptorsOf(target.pid) ?? -1,
    (count) => count <= before,
    10_000,
  );
  const row: AttackRow = {
    attack: 'websocket upgrades without CONNECT, one address',
    attempts: upgrades.length,
    // Up to the per-address cap is what one address may hold; past it is the finding.
    accepted: Math.max(0, opened.length - SOCKET_OPEN_CAP),
    serverErrors: upgrades.filter((upgrade) => is5xx(upgrade.status)).length,
    descriptors: { before, peak, after },
    detail: `opened ${opened.length} (cap ${SOCKET_OPEN_CAP}); another address opened one: ${other.status === 101 ? 'yes' : 'NO'}; closed by the server after its connect timeout: ${serverClosed ? 'all' : 'NOT ALL'}; held by the client afterwards: ${heldAfter}`,
  };
  if (other.status !== 101) problems.push('an upgrade from another address was refused during the flood');
  if (!serverClosed) problems.push('the server did not close every upgrade that sent no CONNECT');
  if (before >= 0 && after > before) problems.push(`descriptors not given back: ${after - before}`);
  return row;
}

/** SOCKET_MAX_OPEN_PER_ADDRESS's default. */
const SOCKET_OPEN_CAP = 32;

interface WebhookSink {
  url: string;
  bodies: string[];
  close(): Promise<void>;
}

export async function startWebhookSink(): Promise<WebhookSink> {
  const bodies: string[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      bodies.push(body);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`,
    bodies,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Visitors leave contact details in a message and erase 0 to 300 ms after its
 * acknowledgement, while the slowed builtin assistant is still replying. A
 * witness who does not erase shows what a finished turn leaves (a lead and a
 * webhook delivery); once the witness's turn has ended, none of the erased
 * visitors may have a lead or a delivery.
 */
async function erasureRace(
  target: AttackTarget,
  adminToken: string,
  sink: WebhookSink,
  visitors: number,
  problems: string[],
): Promise<AttackRow> {
  const delays = Array.from({ length: visitors }, (_, index) => Math.round((index * LATEST_ERASE_MS) / Math.max(1, visitors - 1)));
  let serverErrors = 0;
  let refusedErasures = 0;
  let witnessReplyMs = 0;
  const erase = async (delayMs: number) => {
    const visitor = await newVisitor(target);
    const socket = await joined(target, visitor);
    const ack = (await socket.timeout(10_000).emitWithAck('send_message', envelope(visitor, `race-${delayMs}`, LEAD_MESSAGE))) as {
      ok: boolean;
    };
    if (!ack.ok) throw new Error('a message of the erasure race was refused');
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const answer = await call(target, 'DELETE', '/api/privacy/data', { headers: bearer(visitor.token) });
    if (is5xx(answer.status)) serverErrors += 1;
    if (answer.status !== 200) refusedErasures += 1;
    socket.close();
    return visitor.userId;
  };
  const witness = async () => {
    const visitor = await newVisitor(target);
    const socket = await joined(target, visitor);
    const analysed = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the witness got no complete reply within 30 s')), 30_000);
      socket.on('message', (frame: SocketEnvelope) => {
        if (frame.type === 'CHAT_STATUS' && (frame.payload as { status?: string }).status === 'analysis') {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    await socket.timeout(10_000).emitWithAck('send_message', envelope(visitor, 'witness', LEAD_MESSAGE));
    const acknowledged = Date.now();
    await analysed;
    // The erasures must fall inside a reply: its length after the acknowledgement shows they did.
    witnessReplyMs = Date.now() - acknowledged;
    socket.close();
    return visitor.userId;
  };
  const [erased, witnessId] = await Promise.all([Promise.all(delays.map(erase)), witness()]);
  // The witness's lead reaches the webhook last of all: after it, every turn of the race has written what it would.
  const witnessDelivered = await pollUntil(() => sink.bodies.some((body) => body.includes(witnessId)), Boolean, 15_000);
  const leads = await leadsOf(target, adminToken);
  const leadsLeft = leads.filter((lead) => lead.userId !== null && erased.includes(lead.userId)).length;
  const delivered = sink.bodies.filter((body) => erased.some((userId) => body.includes(userId))).length;
  const witnessLead = leads.some((lead) => lead.userId === witnessId);
  // Without a lead of the witness, or with replies shorter than the latest erase, 0 leads left would prove nothing.
  if (!witnessLead || !witnessDelivered || witnessReplyMs <= LATEST_ERASE_MS)
    problems.push(
      `the erasure race proves nothing: witness lead ${witnessLead}, delivered ${witnessDelivered}, reply ${witnessReplyMs} ms`,
    );
  return {
    attack: 'erase 0–300 ms after a message ack (slowed reply)',
    attempts: visitors,
    accepted: leadsLeft + delivered,
    serverErrors,
    leadsLeft,
    detail: `webhook deliveries of erased visitors: ${delivered}; erasures refused: ${refusedErasures}; the witness who did not erase kept a lead: ${witnessLead ? 'yes' : 'NO'}, delivered: ${witnessDelivered ? 'yes' : 'NO'}; a reply took ${witnessReplyMs} ms after the acknowledgement`,
  };
}

export interface EdgeAttackOptions {
  adminToken: string;
  sink: WebhookSink;
  upgrades: number;
  erasureVisitors: number;
}

/** Everything but the rate limits, against a server with ALLOWED_ORIGINS = SITE_ORIGIN and default TRUST_PROXY. */
export async function runEdgeAttacks(target: AttackTarget, options: EdgeAttackOptions): Promise<AttackReport> {
  const problems: string[] = [];
  const rows = [
    ...(await loneSurrogates(target, options.adminToken, problems)),
    await oversizedBodies(target),
    await lookAlikeOrigins(target, problems),
    await reencodedTokens(target, problems),
    await erasureRace(target, options.adminToken, options.sink, options.erasureVisitors, problems),
  ];
  // Last: the upgrades hold this address's connections until the server's connect timeout.
  rows.push(await silentUpgrades(target, options.upgrades, problems));
  return { rows, problems };
}

/** chat-server's default per-address limits (config.ts DEFAULTS). */
const DEFAULT_LIMITS = { contact: 5, session: 100, rest: 300 };

/**
 * A rotating X-Forwarded-For straight to chat-server with the default
 * TRUST_PROXY, one kind of request per source address (so each starts with
 * that address's whole allowance): what passes the limiter past the
 * allowance of one address is the finding.
 */
export async function runLimitAttacks(target: AttackTarget): Promise<AttackReport> {
  const kinds = [
    {
      name: 'contact form',
      attempts: 10,
      allowance: DEFAULT_LIMITS.contact,
      from: '127.0.0.2',
      method: 'POST',
      path: '/api/message',
      body: JSON.stringify(contactLead()),
    },
    {
      name: 'sessions',
      attempts: 110,
      allowance: DEFAULT_LIMITS.session,
      from: '127.0.0.3',
      method: 'POST',
      path: '/api/session',
      body: undefined,
    },
    { name: 'REST', attempts: 330, allowance: DEFAULT_LIMITS.rest, from: '127.0.0.4', method: 'POST', path: '/api/chat/list', body: '{}' },
  ];
  const row: AttackRow = { attack: 'rotating X-Forwarded-For, default TRUST_PROXY', attempts: 0, accepted: 0, serverErrors: 0, detail: '' };
  const passed: string[] = [];
  for (const kind of kinds) {
    let through = 0;
    for (let index = 0; index < kind.attempts; index += 1) {
      const answer = await call(target, kind.method, kind.path, {
        body: kind.body,
        localAddress: kind.from,
        // One address per request, as the nearest hop: the one a trusting server would take for the client.
        headers: { 'X-Forwarded-For': `203.0.${113 + Math.floor(index / 250)}.${index % 250}` },
      });
      row.attempts += 1;
      if (is5xx(answer.status)) row.serverErrors += 1;
      if (answer.status !== 429 && answer.status !== 0) through += 1;
    }
    row.accepted += Math.max(0, through - kind.allowance);
    passed.push(`${kind.name} ${through}/${kind.attempts} through (one address's limit ${kind.allowance})`);
  }
  row.detail = passed.join('; ');
  return { rows: [row], problems: [] };
}

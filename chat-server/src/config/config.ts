/**
 * Server settings, read once from the environment (README "Environment").
 * Every default lives here so the launcher, tests and docs agree.
 */
import path from 'node:path';
import { z } from 'zod';
import { STREAM_FRAME_INTERVAL_MS } from '../chat/stream-frames.js';
import { compileProxyTrust } from '../http/forwarded.js';
import { DEFAULT_TIME_ZONE, DEFAULT_WORKING_HOURS, timeZoneSchema, workingHoursSchema, type WorkingHours } from '../inbox/working-hours.js';

export const PROVIDER_NAMES = ['builtin', 'openai', 'anthropic'] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

export const LOG_LEVELS = ['debug', 'info', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const DEFAULTS = {
  port: 8005,
  /** Only this machine (the site server, nginx) reaches chat-server unless CHAT_HOST says otherwise. */
  host: '127.0.0.1',
  dataDir: '.data',
  allowedOrigins: ['http://localhost:3000'],
  retentionDays: 180,
  /** A provider that sends no first token within this time is retried, then reported. */
  providerFirstTokenTimeoutMs: 20_000,
  /** A stream that goes silent this long after its first token is ended as failed. */
  providerIdleTimeoutMs: 20_000,
  /** Attempts before the first token (1 + retries). */
  providerAttempts: 3,
  /** Contact form: 5 leads per IP per 10 minutes. */
  contactRateLimit: { limit: 5, windowMs: 10 * 60_000 },
  /** New anonymous sessions per IP. */
  sessionRateLimit: { limit: 100, windowMs: 10 * 60_000 },
  /** Chat messages per visitor. */
  messageRateLimit: { limit: 20, windowMs: 60_000 },
  /** New socket connections per IP. */
  socketRateLimit: { limit: 120, windowMs: 60_000 },
  /** Socket connections open at once per IP (a visitor has one per tab; an office shares an address). */
  socketMaxOpenPerAddress: 32,
  /** Any REST call per IP. */
  restRateLimit: { limit: 300, windowMs: 60_000 },
  /** Pause between streamed chunks of the builtin assistant, so replies arrive as a stream. */
  builtinChunkDelayMs: 25,
  /** A streaming reply's chunks are joined into one socket frame per this interval (the widget paints at this rate). */
  streamFrameIntervalMs: STREAM_FRAME_INTERVAL_MS,
  leadWebhookRetryMs: 1_000,
  redisChannelPrefix: 'socket.io',
  /**
   * X-Forwarded-* are believed from no one unless TRUST_PROXY names the proxy
   * in front (`npm start` sets loopback for the site server): trusting every
   * local process let anything on the machine pick its address past the per-IP limits.
   */
  trustProxy: 'none',
  /** When a visitor who asks for a person is told someone joins (with an agent signed in), else when the team is back. */
  inboxWorkingHours: DEFAULT_WORKING_HOURS,
  inboxTimeZone: DEFAULT_TIME_ZONE,
  /** Where the sales inbox is opened: alert e-mails link to it. */
  inboxUrl: 'http://localhost:3010',
  alertEmailFrom: 'Vaultline inbox <inbox@localhost>',
  bookingEmailFrom: 'Vaultline AI <hello@localhost>',
  bookingSlotMinutes: 30,
  bookingNoticeMinutes: 120,
} as const;

export interface RateLimitSetting {
  limit: number;
  windowMs: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL schema to use (tests isolate runs with it); default public. */
  databaseSchema?: string;
  sessionSecret?: string;
  provider: ProviderName;
  assistantBaseUrl?: string;
  assistantApiKey?: string;
  assistantModel?: string;
  providerFirstTokenTimeoutMs: number;
  providerIdleTimeoutMs: number;
  providerAttempts: number;
  allowedOrigins: string[];
  /** Host names (with port, or any port for a bare name) a request may be addressed to: ALLOWED_HOSTS. */
  allowedHosts: string[];
  adminToken?: string;
  retentionDays: number;
  logLevel: LogLevel;
  redisUrl?: string;
  leadWebhookUrl?: string;
  leadWebhookSecret?: string;
  /** First retry pause of the lead webhook; doubles on each retry. */
  leadWebhookRetryMs: number;
  /** TRUST_PROXY: proxy-addr list (loopback, uniquelocal, addresses, CIDR) or none. */
  trustProxy: string;
  /** socket.io Redis channel prefix: nodes of one site share it. */
  redisChannelPrefix: string;
  knowledgeFile: string;
  contactRateLimit: RateLimitSetting;
  sessionRateLimit: RateLimitSetting;
  messageRateLimit: RateLimitSetting;
  restRateLimit: RateLimitSetting;
  socketRateLimit: RateLimitSetting;
  socketMaxOpenPerAddress: number;
  builtinChunkDelayMs: number;
  streamFrameIntervalMs: number;
  /** INBOX_WORKING_HOURS in INBOX_TIME_ZONE. */
  workingHours: WorkingHours;
  /** INBOX_URL: the sales inbox, linked from alert e-mails. */
  inboxUrl: string;
  /** INBOX_ALERT_EMAIL_TO and SMTP_URL: alerts also go out by e-mail when both are set. */
  alertEmail?: { to: string[]; from: string; smtpUrl: string };
  /** SITE_URL: the public site, whose /api reaches this server (links in invites). The first ALLOWED_ORIGINS by default. */
  siteUrl: string;
  /** Consultations booked in the chat, within the working hours. */
  booking: {
    slotMinutes: number;
    noticeMinutes: number;
    /** With SMTP_URL: invites go to the visitor and to BOOKING_TEAM_EMAIL (by default INBOX_ALERT_EMAIL_TO). */
    mail?: { smtpUrl: string; from: string; team: string[] };
  };
}

export class ConfigError extends Error {}

/** Shorter session secrets and admin tokens can be guessed or brute-forced offline. */
export const MIN_SECRET_LENGTH = 32;

function secret(name: string, value: string | undefined): string | undefined {
  const given = optional(value);
  if (given !== undefined && given.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(
      `${name} must be at least ${MIN_SECRET_LENGTH} characters long (got ${given.length}). Generate one with: openssl rand -base64 48`,
    );
  }
  return given;
}

function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function integer(name: string, value: string | undefined, fallback: number): number {
  if (optional(value) === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new ConfigError(`${name} must be a non-negative integer, got "${value}"`);
  return parsed;
}

/** "5/600" = 5 requests per 600 seconds. */
function rateLimit(name: string, value: string | undefined, fallback: RateLimitSetting): RateLimitSetting {
  if (optional(value) === undefined) return fallback;
  const match = /^(\d+)\/(\d+)$/.exec(value!.trim());
  if (!match) throw new ConfigError(`${name} must look like <requests>/<seconds>, got "${value}"`);
  return { limit: Number(match[1]), windowMs: Number(match[2]) * 1000 };
}

function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[], fallback: T): T {
  const chosen = optional(value)?.toLowerCase();
  if (chosen === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(chosen))
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, got "${value}"`);
  return chosen as T;
}

function proxySetting(value: string | undefined): string {
  const setting = optional(value) ?? DEFAULTS.trustProxy;
  try {
    compileProxyTrust(setting);
  } catch (error) {
    throw new ConfigError(
      `TRUST_PROXY must be none, loopback, linklocal, uniquelocal, or addresses/CIDR ranges, comma-separated (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  return setting;
}

/** ALLOWED_ORIGINS as exact origins (scheme, host, port): a trailing slash or path in the setting is dropped. */
function originsSetting(value: string | undefined): string[] {
  const given = optional(value);
  if (!given) return [...DEFAULTS.allowedOrigins];
  return given
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => {
      try {
        const url = new URL(origin);
        if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
        return url.origin;
      } catch {
        throw new ConfigError(`ALLOWED_ORIGINS must list origins such as https://vaultline.ai, got "${origin}"`);
      }
    });
}

/**
 * ALLOWED_HOSTS (DNS rebinding): the Host a request may name. By default the
 * hosts of ALLOWED_ORIGINS and this machine's own names (localhost,
 * 127.0.0.1, [::1]) on any port, for the site proxy and direct local calls.
 */
function allowedHostsSetting(value: string | undefined, origins: string[]): string[] {
  const given = optional(value);
  if (given)
    return given
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean);
  return [...new Set([...origins.map((origin) => new URL(origin).host), ...LOOPBACK_HOSTS])];
}

function zodSetting<T>(name: string, value: string, schema: z.ZodType<T, string>): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ConfigError(`${name} ${parsed.error.issues.map((issue) => issue.message).join('; ')}, got "${value}"`);
  return parsed.data;
}

function workingHoursSetting(env: NodeJS.ProcessEnv): WorkingHours {
  const text = optional(env.INBOX_WORKING_HOURS) ?? DEFAULTS.inboxWorkingHours;
  const timeZone = zodSetting('INBOX_TIME_ZONE', optional(env.INBOX_TIME_ZONE) ?? DEFAULTS.inboxTimeZone, timeZoneSchema);
  return { text, timeZone, windows: zodSetting('INBOX_WORKING_HOURS', text, workingHoursSchema) };
}

const emailListSchema = z
  .string()
  .transform((list) =>
    list
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.email('must list e-mail addresses, comma-separated')).min(1, 'must name at least one address'));

/** Alert e-mails need both a recipient and a mail server; one without the other is a mistake worth stopping for. */
function smtpSetting(env: NodeJS.ProcessEnv): string | undefined {
  const smtpUrl = optional(env.SMTP_URL);
  if (smtpUrl && !/^smtps?:\/\/[^/]/.test(smtpUrl))
    throw new ConfigError('SMTP_URL must look like smtp://user:password@host:587 or smtps://host:465');
  return smtpUrl;
}

function alertEmailSetting(env: NodeJS.ProcessEnv): ServerConfig['alertEmail'] {
  const to = optional(env.INBOX_ALERT_EMAIL_TO);
  const smtpUrl = smtpSetting(env);
  if (!to) return undefined;
  if (!smtpUrl) throw new ConfigError('INBOX_ALERT_EMAIL_TO needs SMTP_URL (alerts by e-mail need a mail server)');
  return {
    to: zodSetting('INBOX_ALERT_EMAIL_TO', to, emailListSchema),
    from: optional(env.INBOX_ALERT_EMAIL_FROM) ?? DEFAULTS.alertEmailFrom,
    smtpUrl,
  };
}

function bookingSetting(env: NodeJS.ProcessEnv): ServerConfig['booking'] {
  const smtpUrl = smtpSetting(env);
  const teamList = optional(env.BOOKING_TEAM_EMAIL) ?? optional(env.INBOX_ALERT_EMAIL_TO);
  if (optional(env.BOOKING_TEAM_EMAIL) && !smtpUrl) throw new ConfigError('BOOKING_TEAM_EMAIL needs SMTP_URL (invites need a mail server)');
  const slotMinutes = integer('BOOKING_SLOT_MINUTES', env.BOOKING_SLOT_MINUTES, DEFAULTS.bookingSlotMinutes);
  if (slotMinutes < 5) throw new ConfigError(`BOOKING_SLOT_MINUTES must be at least 5, got "${env.BOOKING_SLOT_MINUTES}"`);
  return {
    slotMinutes,
    noticeMinutes: integer('BOOKING_NOTICE_MINUTES', env.BOOKING_NOTICE_MINUTES, DEFAULTS.bookingNoticeMinutes),
    ...(smtpUrl && {
      mail: {
        smtpUrl,
        from: optional(env.BOOKING_EMAIL_FROM) ?? DEFAULTS.bookingEmailFrom,
        team: teamList ? zodSetting('BOOKING_TEAM_EMAIL', teamList, emailListSchema) : [],
      },
    }),
  };
}

function urlSetting(name: string, value: string | undefined, fallback: string): string {
  const given = optional(value) ?? fallback;
  if (!URL.canParse(given) || !/^https?:$/.test(new URL(given).protocol))
    throw new ConfigError(`${name} must be an http(s) URL, got "${given}"`);
  return given.replace(/\/+$/, '');
}

/** Names of this machine, allowed as a Host on any port. */
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** `packageRoot` anchors relative paths (DATA_DIR, the knowledge file) so the cwd does not matter. */
export function loadConfig(env: NodeJS.ProcessEnv, packageRoot: string): ServerConfig {
  const provider = oneOf('ASSISTANT_PROVIDER', env.ASSISTANT_PROVIDER, PROVIDER_NAMES, 'builtin');
  const databaseUrl = optional(env.DATABASE_URL);
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  const allowedOrigins = originsSetting(env.ALLOWED_ORIGINS);
  return {
    port: integer('CHAT_PORT', env.CHAT_PORT, DEFAULTS.port),
    // CHAT_HOST, beside CHAT_PORT in the topology; HOST is still read for existing setups.
    host: optional(env.CHAT_HOST) ?? optional(env.HOST) ?? DEFAULTS.host,
    dataDir: path.resolve(packageRoot, optional(env.DATA_DIR) ?? DEFAULTS.dataDir),
    databaseUrl,
    databaseSchema: optional(env.DATABASE_SCHEMA),
    sessionSecret: secret('SESSION_SECRET', env.SESSION_SECRET),
    provider,
    assistantBaseUrl: optional(env.ASSISTANT_BASE_URL),
    assistantApiKey: optional(env.ASSISTANT_API_KEY),
    assistantModel: optional(env.ASSISTANT_MODEL),
    providerFirstTokenTimeoutMs: integer('ASSISTANT_TIMEOUT_MS', env.ASSISTANT_TIMEOUT_MS, DEFAULTS.providerFirstTokenTimeoutMs),
    providerIdleTimeoutMs: integer('ASSISTANT_IDLE_TIMEOUT_MS', env.ASSISTANT_IDLE_TIMEOUT_MS, DEFAULTS.providerIdleTimeoutMs),
    providerAttempts: 1 + integer('ASSISTANT_RETRIES', env.ASSISTANT_RETRIES, DEFAULTS.providerAttempts - 1),
    allowedOrigins,
    allowedHosts: allowedHostsSetting(env.ALLOWED_HOSTS, allowedOrigins),
    adminToken: secret('ADMIN_TOKEN', env.ADMIN_TOKEN),
    retentionDays: integer('RETENTION_DAYS', env.RETENTION_DAYS, DEFAULTS.retentionDays),
    logLevel: oneOf('LOG_LEVEL', env.LOG_LEVEL, LOG_LEVELS, 'info'),
    redisUrl: optional(env.REDIS_URL),
    leadWebhookUrl: optional(env.LEAD_WEBHOOK_URL),
    leadWebhookSecret: optional(env.LEAD_WEBHOOK_SECRET),
    leadWebhookRetryMs: integer('LEAD_WEBHOOK_RETRY_MS', env.LEAD_WEBHOOK_RETRY_MS, DEFAULTS.leadWebhookRetryMs),
    redisChannelPrefix: optional(env.REDIS_CHANNEL_PREFIX) ?? DEFAULTS.redisChannelPrefix,
    trustProxy: proxySetting(env.TRUST_PROXY),
    knowledgeFile: path.resolve(packageRoot, optional(env.KNOWLEDGE_FILE) ?? 'knowledge/vaultline.json'),
    contactRateLimit: rateLimit('CONTACT_RATE_LIMIT', env.CONTACT_RATE_LIMIT, DEFAULTS.contactRateLimit),
    sessionRateLimit: rateLimit('SESSION_RATE_LIMIT', env.SESSION_RATE_LIMIT, DEFAULTS.sessionRateLimit),
    messageRateLimit: rateLimit('MESSAGE_RATE_LIMIT', env.MESSAGE_RATE_LIMIT, DEFAULTS.messageRateLimit),
    restRateLimit: rateLimit('REST_RATE_LIMIT', env.REST_RATE_LIMIT, DEFAULTS.restRateLimit),
    socketRateLimit: rateLimit('SOCKET_RATE_LIMIT', env.SOCKET_RATE_LIMIT, DEFAULTS.socketRateLimit),
    socketMaxOpenPerAddress: integer('SOCKET_MAX_OPEN_PER_ADDRESS', env.SOCKET_MAX_OPEN_PER_ADDRESS, DEFAULTS.socketMaxOpenPerAddress),
    builtinChunkDelayMs: integer('BUILTIN_CHUNK_DELAY_MS', env.BUILTIN_CHUNK_DELAY_MS, DEFAULTS.builtinChunkDelayMs),
    streamFrameIntervalMs: integer('STREAM_FRAME_INTERVAL_MS', env.STREAM_FRAME_INTERVAL_MS, DEFAULTS.streamFrameIntervalMs),
    workingHours: workingHoursSetting(env),
    // The inbox's own port (INBOX_PORT in the topology) moves the default link with it.
    inboxUrl: urlSetting(
      'INBOX_URL',
      env.INBOX_URL,
      optional(env.INBOX_PORT) ? `http://localhost:${integer('INBOX_PORT', env.INBOX_PORT, 0)}` : DEFAULTS.inboxUrl,
    ),
    alertEmail: alertEmailSetting(env),
    siteUrl: urlSetting('SITE_URL', env.SITE_URL, allowedOrigins[0] ?? DEFAULTS.allowedOrigins[0]),
    booking: bookingSetting(env),
  };
}

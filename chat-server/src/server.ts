/**
 * Composition root: opens the database, builds every feature, starts HTTP +
 * socket.io, and knows how to shut all of it down again.
 */
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { loadKnowledge, type Knowledge } from './assistant/knowledge.js';
import { bookingRoutes } from './booking/booking-routes.js';
import { BookingStore } from './booking/booking-store.js';
import { Bookings } from './booking/bookings.js';
import { DEFAULT_SLOT_RULES } from './booking/slots.js';
import { chatRoutes } from './chat/chat-routes.js';
import { ChatService, type LeadChange, RATE_LIMITED_MESSAGE, type RoomEmitter } from './chat/chat-service.js';
import { ChatStore } from './chat/chat-store.js';
import {
  type ChatServer,
  closeConnectionsGracefully,
  createSocketServer,
  disconnectVisitor,
  isSocketRequest,
  SOCKET_ERRORS,
} from './chat/socket-server.js';
import type { ServerConfig } from './config/config.js';
import { createApp, REST_RATE_LIMITED } from './http/app.js';
import { clientAddress, compileProxyTrust } from './http/forwarded.js';
import { createOriginCheck } from './http/origins.js';
import { guardSocketConnections } from './http/socket-connections.js';
import { Identity } from './identity/identity.js';
import { Inbox } from './inbox/inbox.js';
import { SESSION_RATE_LIMITED, sessionRoutes } from './identity/session-routes.js';
import { SessionStore } from './identity/session-store.js';
import { resolveSessionSecret } from './identity/token.js';
import { adminRoutes } from './leads/admin-routes.js';
import { CONTACT_RATE_LIMITED, contactRoutes } from './leads/contact-routes.js';
import { type LeadRecord, LeadStore } from './leads/lead-store.js';
import { LeadOutbox } from './leads/lead-outbox.js';
import { LeadWebhook, OUTBOX_SWEEP_INTERVAL_MS } from './leads/lead-webhook.js';
import type { Logger } from './logging/logger.js';
import { scheduleCleanup } from './privacy/cleanup-job.js';
import { privacyRoutes } from './privacy/privacy-routes.js';
import { createProvider } from './providers/create-provider.js';
import type { AssistantProvider } from './providers/provider.js';
import { RateLimit } from './shared/rate-limit.js';
import { type Scheduler, timerScheduler } from './shared/scheduler.js';
import { type Database, openDatabase, PGLITE_FOLDER } from './storage/database.js';

/** Running replies get this long to finish on SIGTERM before they are ended as stopped. */
export const SHUTDOWN_GRACE_MS = 5_000;

export class PortInUseError extends Error {
  constructor(readonly port: number) {
    super(`chat-server: port ${port} is already in use. Stop what uses it or set CHAT_PORT to another port.`);
  }
}

export interface StartOptions {
  config: ServerConfig;
  logger: Logger;
  /** Tests inject loopback-backed providers. */
  provider?: AssistantProvider;
  knowledge?: Knowledge;
  /** Keep PGlite in memory instead of DATA_DIR (tests). */
  memoryDatabase?: boolean;
  /**
   * PGlite on the calling thread instead of its worker (tests): a test process
   * starts hundreds of servers, and V8 can abort when threads that ran
   * WebAssembly start and end that often in one process (nodejs/node#64500).
   */
  pgliteOnThisThread?: boolean;
  /** Runs the periodic jobs (tests run them on demand). */
  scheduler?: Scheduler;
  /** The time of day for the team's working hours (tests set it). */
  clock?: () => number;
}

export interface RunningServer {
  url: string;
  port: number;
  db: Database;
  io: ChatServer;
  chat: ChatService;
  webhook: LeadWebhook | null;
  close(): Promise<void>;
}

function listen(server: HttpServer, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => reject(error.code === 'EADDRINUSE' ? new PortInUseError(port) : error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/**
 * `pub` publishes for the adapter; `sub` listens; `limits` runs the rate-limit
 * commands, on a connection of its own so that a visitor's message does not
 * wait behind the frames being published.
 */
async function connectRedis(redisUrl: string, logger: Logger) {
  const pub = createClient({ url: redisUrl });
  const sub = pub.duplicate();
  const limits = pub.duplicate();
  const report = (error: unknown) => logger.error('redis', 'connection error', error);
  for (const client of [pub, sub, limits]) client.on('error', report);
  await Promise.all([pub.connect(), sub.connect(), limits.connect()]);
  return {
    pub,
    sub,
    limits,
    close: async () => {
      // Another node's request heard before `sub` closes is answered on `pub`
      // (the adapter does not catch that publish): stop hearing, let the
      // answers in flight go out, then close the rest.
      await sub.quit().catch(report);
      await new Promise((resolve) => setImmediate(resolve));
      await Promise.allSettled([pub.quit(), limits.quit()]);
    },
  };
}

type RedisConnection = Awaited<ReturnType<typeof connectRedis>>;

/** Rooms shared by every node of the site: socket.io's Redis adapter, on the site's channel prefix. */
function attachAdapter(io: ChatServer, redis: RedisConnection, channelPrefix: string, logger: Logger): void {
  io.adapter(createAdapter(redis.pub, redis.sub, { key: channelPrefix }));
  logger.info('redis', 'socket.io redis adapter attached');
}

/** Every limit of the site; shared through Redis when the nodes share it. */
function createRateLimits(config: ServerConfig, redis: RedisConnection | undefined) {
  const store = { redis: redis?.limits, keyPrefix: config.redisChannelPrefix };
  return {
    rest: new RateLimit('rest', config.restRateLimit, REST_RATE_LIMITED, store),
    session: new RateLimit('session', config.sessionRateLimit, SESSION_RATE_LIMITED, store),
    contact: new RateLimit('contact', config.contactRateLimit, CONTACT_RATE_LIMITED, store),
    socket: new RateLimit('socket', config.socketRateLimit, SOCKET_ERRORS.tooManyConnections, store),
    message: new RateLimit('message', config.messageRateLimit, RATE_LIMITED_MESSAGE, store),
  };
}

/** Fails fast, before the data folder is opened, when another process holds the port. */
function assertPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return Promise.resolve();
  const probe = createServer();
  return listen(probe, port, host).then(() => new Promise<void>((resolve) => probe.close(() => resolve())));
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config, logger } = options;
  await assertPortFree(config.port, config.host);
  const knowledge = options.knowledge ?? loadKnowledge(config.knowledgeFile);
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: options.memoryDatabase ? undefined : path.join(config.dataDir, PGLITE_FOLDER),
    schema: config.databaseSchema,
    pgliteOnThisThread: options.pgliteOnThisThread,
  });
  const secret = resolveSessionSecret(config.sessionSecret, config.dataDir);
  const sessions = new SessionStore(db);
  const identity = new Identity(sessions, secret);
  const chats = new ChatStore(db);
  const leads = new LeadStore(db);
  const webhook = config.leadWebhookUrl
    ? new LeadWebhook({
        url: config.leadWebhookUrl,
        secret: config.leadWebhookSecret ?? secret,
        leads,
        outbox: new LeadOutbox(db),
        logger,
        backoffMs: (attempt) => config.leadWebhookRetryMs * 2 ** (attempt - 1),
      })
    : null;
  /** Resolves once the hand-over is in the outbox; a failure there is logged, the lead itself is stored. */
  const onLead = (lead: LeadRecord, change?: LeadChange): Promise<void> =>
    webhook
      ? webhook
          .notify(
            lead,
            lead.source === 'contact_form'
              ? 'lead.contact_form'
              : change === 'handover'
                ? 'lead.handover_requested'
                : change !== 'withdrawn' && lead.leadStage === 'qualified'
                  ? 'lead.qualified'
                  : 'lead.updated',
          )
          .catch((error: unknown) => logger.error('webhook', 'lead not queued for hand-over', { leadId: lead.leadId }, error))
      : Promise.resolve();
  const isOriginAllowed = createOriginCheck(config.allowedOrigins, config.allowedHosts);
  const trustProxy = compileProxyTrust(config.trustProxy);
  let redis: RedisConnection | undefined;
  try {
    if (config.redisUrl) redis = await connectRedis(config.redisUrl, logger);
  } catch (error) {
    await db.close();
    throw error;
  }
  const limits = createRateLimits(config, redis);
  const bookingStore = new BookingStore(db, config.workingHours.timeZone);
  const inbox = new Inbox({
    bookings: bookingStore,
    db,
    logger,
    secret,
    redis: redis?.limits,
    keyPrefix: config.redisChannelPrefix,
    assistantName: knowledge.assistantName,
    workingHours: config.workingHours,
    inboxUrl: config.inboxUrl,
    alertEmail: config.alertEmail,
    clock: options.clock,
  });

  // Replies start only after the socket server below exists.
  const emit: RoomEmitter = (roomId, envelope) => {
    io.to(roomId).emit('message', envelope);
    inbox.onVisitorEnvelope(roomId, envelope);
  };
  const bookings = new Bookings({
    store: bookingStore,
    rules: {
      ...DEFAULT_SLOT_RULES,
      hours: config.workingHours,
      durationMinutes: config.booking.slotMinutes,
      noticeMinutes: config.booking.noticeMinutes,
    },
    secret,
    siteUrl: config.siteUrl,
    inboxUrl: config.inboxUrl,
    parties: { agencyName: knowledge.agencyName, teamEmail: knowledge.contactEmail, siteHost: new URL(config.siteUrl).hostname },
    emit,
    logger,
    onChange: (userId, chatId) => inbox.conversationChanged(userId, chatId),
    mail: config.booking.mail,
    clock: options.clock,
  });

  const app = createApp({
    db,
    logger,
    isOriginAllowed,
    trustProxy,
    restLimit: limits.rest,
    routers: [
      sessionRoutes(identity, limits.session),
      chatRoutes(identity, chats),
      contactRoutes({ identity, leads, limit: limits.contact, logger, onLead }),
      privacyRoutes({
        identity,
        db,
        chats,
        leads,
        bookings: bookingStore,
        knowledge,
        logger,
        endVisitorTurns: (userId) => chat.endVisitorTurns(userId),
        onVisitorDeleted: (userId) => disconnectVisitor(io, userId),
        retentionDays: config.retentionDays,
      }),
      bookingRoutes(identity, bookings),
      adminRoutes(config.adminToken, leads),
      inbox.router,
    ],
  });
  const httpServer = createServer((request, response) =>
    isSocketRequest(request) ? sockets.handleRequest(request, response) : app(request, response),
  );
  const provider = options.provider ?? createProvider(config, knowledge);
  const chat = new ChatService({
    store: chats,
    leads,
    provider,
    knowledge,
    logger,
    guard: {
      firstTokenTimeoutMs: config.providerFirstTokenTimeoutMs,
      idleTimeoutMs: config.providerIdleTimeoutMs,
      attempts: config.providerAttempts,
      onRetry: (attempt, error) => logger.info('provider', 'retrying before first token', { attempt, error: error.message }),
    },
    messageLimit: limits.message,
    streamFrameIntervalMs: config.streamFrameIntervalMs,
    emit,
    bookingOffer: (userId, chatId, state) => bookings.offerFor(userId, chatId, state),
    onLead,
    teamAvailability: () => inbox.teamAvailability(),
    onAlert: (alert) => inbox.alert(alert),
  });
  const sockets = createSocketServer(httpServer, { identity, chat, logger, isOriginAllowed, trustProxy, connectionLimit: limits.socket });
  const { io } = sockets;
  inbox.attach(io);

  try {
    if (redis) attachAdapter(io, redis, config.redisChannelPrefix, logger);
    guardSocketConnections(io, {
      maxOpenPerAddress: config.socketMaxOpenPerAddress,
      addressOf: (request) => clientAddress(request, trustProxy),
    });
    const port = await listen(httpServer, config.port, config.host);
    const scheduler = options.scheduler ?? timerScheduler;
    const stopCleanup = scheduleCleanup({ db, sessions, chats, leads, retentionDays: config.retentionDays, logger, scheduler });
    // Deliveries left over from a previous run (failed, or pending at shutdown) go out now, then hourly.
    void webhook?.sweep();
    const stopSweep = webhook ? scheduler.every(OUTBOX_SWEEP_INTERVAL_MS, () => void webhook.sweep()) : () => undefined;
    let closing: Promise<void> | undefined;
    const close = () => {
      closing ??= (async () => {
        stopCleanup();
        stopSweep();
        await chat.drain(SHUTDOWN_GRACE_MS);
        await inbox.stop();
        await closeConnectionsGracefully(io);
        await new Promise<void>((resolve) => io.close(() => resolve()));
        await new Promise<void>((resolve) => httpServer.close(() => resolve()));
        await webhook?.stop();
        await bookings.stop();
        await redis?.close();
        await db.close();
      })();
      return closing;
    };
    return { url: `http://127.0.0.1:${port}`, port, db, io, chat, webhook, close };
  } catch (error) {
    await inbox.stop();
    await new Promise<void>((resolve) => io.close(() => resolve()));
    await redis?.close();
    await db.close();
    throw error;
  }
}

/**
 * Composition root: opens the database, builds every feature, starts HTTP +
 * socket.io, and knows how to shut all of it down again.
 */
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Server as SocketServer } from 'socket.io';
import { loadKnowledge, type Knowledge } from './assistant/knowledge.js';
import { chatRoutes } from './chat/chat-routes.js';
import { ChatService } from './chat/chat-service.js';
import { ChatStore } from './chat/chat-store.js';
import { closeConnectionsGracefully, createSocketServer, disconnectVisitor } from './chat/socket-server.js';
import type { ServerConfig } from './config/config.js';
import { createApp } from './http/app.js';
import { compileProxyTrust } from './http/forwarded.js';
import { createOriginCheck } from './http/origins.js';
import { Identity } from './identity/identity.js';
import { sessionRoutes } from './identity/session-routes.js';
import { SessionStore } from './identity/session-store.js';
import { resolveSessionSecret } from './identity/token.js';
import { adminRoutes } from './leads/admin-routes.js';
import { contactRoutes } from './leads/contact-routes.js';
import { type LeadRecord, LeadStore } from './leads/lead-store.js';
import { LeadWebhook } from './leads/lead-webhook.js';
import type { Logger } from './logging/logger.js';
import { scheduleCleanup } from './privacy/cleanup-job.js';
import { privacyRoutes } from './privacy/privacy-routes.js';
import { createProvider } from './providers/create-provider.js';
import type { AssistantProvider } from './providers/provider.js';
import { RateLimiter } from './shared/rate-limiter.js';
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
}

export interface RunningServer {
  url: string;
  port: number;
  db: Database;
  io: SocketServer;
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

async function attachRedis(io: SocketServer, redisUrl: string, channelPrefix: string, logger: Logger): Promise<() => Promise<void>> {
  const pub = createClient({ url: redisUrl });
  const sub = pub.duplicate();
  const report = (error: unknown) => logger.error('redis', 'connection error', error);
  pub.on('error', report);
  sub.on('error', report);
  await Promise.all([pub.connect(), sub.connect()]);
  io.adapter(createAdapter(pub, sub, { key: channelPrefix }));
  logger.info('redis', 'socket.io redis adapter attached');
  return async () => {
    await Promise.allSettled([pub.quit(), sub.quit()]);
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
  });
  const secret = resolveSessionSecret(config.sessionSecret, config.dataDir);
  const sessions = new SessionStore(db);
  const identity = new Identity(sessions, secret);
  const chats = new ChatStore(db);
  const leads = new LeadStore(db);
  const webhook = config.leadWebhookUrl ? new LeadWebhook({
        url: config.leadWebhookUrl,
        secret: config.leadWebhookSecret ?? secret,
        leads,
        logger,
        backoffMs: (attempt) => config.leadWebhookRetryMs * 2 ** (attempt - 1),
      }) : null;
  const onLead = (lead: LeadRecord) => webhook?.notify(lead, lead.source === 'contact_form' ? 'lead.contact_form' : lead.leadStage === 'qualified' ? 'lead.qualified' : 'lead.updated');
  const isOriginAllowed = createOriginCheck(config.allowedOrigins);
  const trustProxy = compileProxyTrust(config.trustProxy);

  const app = createApp({
    db,
    logger,
    isOriginAllowed,
    trustProxy,
    restLimiter: new RateLimiter(config.restRateLimit),
    routers: [
      sessionRoutes(identity, new RateLimiter(config.sessionRateLimit)),
      chatRoutes(identity, chats),
      contactRoutes({ identity, leads, limiter: new RateLimiter(config.contactRateLimit), logger, onLead }),
      privacyRoutes({ identity, db, chats, leads, knowledge, logger, onVisitorDeleted: (userId) => disconnectVisitor(io, userId), retentionDays: config.retentionDays }),
      adminRoutes(config.adminToken, leads),
    ],
  });
  const httpServer = createServer(app);
  const chat = new ChatService({
    store: chats,
    leads,
    provider: options.provider ?? createProvider(config, knowledge),
    knowledge,
    logger,
    guard: {
      firstTokenTimeoutMs: config.providerFirstTokenTimeoutMs,
      idleTimeoutMs: config.providerIdleTimeoutMs,
      attempts: config.providerAttempts,
      onRetry: (attempt, error) => logger.info('provider', 'retrying before first token', { attempt, error: error.message }),
    },
    messageLimiter: new RateLimiter(config.messageRateLimit),
    // Replies start only after the socket server below exists.
    emit: (roomId, envelope) => io.to(roomId).emit('message', envelope),
    onLead,
  });
  const io = createSocketServer(httpServer, { identity, chat, logger, isOriginAllowed, trustProxy, connectionLimiter: new RateLimiter(config.socketRateLimit) });

  let closeRedis: (() => Promise<void>) | undefined;
  try {
    if (config.redisUrl) closeRedis = await attachRedis(io, config.redisUrl, config.redisChannelPrefix, logger);
    const port = await listen(httpServer, config.port, config.host);
    const stopCleanup = scheduleCleanup({ sessions, chats, leads, retentionDays: config.retentionDays, logger });
    let closing: Promise<void> | undefined;
    const close = () => {
      closing ??= (async () => {
        stopCleanup();
        await chat.drain(SHUTDOWN_GRACE_MS);
        await closeConnectionsGracefully(io);
        await new Promise<void>((resolve) => io.close(() => resolve()));
        await closeRedis?.();
        await db.close();
      })();
      return closing;
    };
    return { url: `http://127.0.0.1:${port}`, port, db, io, chat, webhook, close };
  } catch (error) {
    await new Promise<void>((resolve) => io.close(() => resolve()));
    await closeRedis?.();
    await db.close();
    throw error;
  }
}

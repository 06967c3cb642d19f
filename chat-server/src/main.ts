/**
 * `node dist/main.js`: reads the environment, starts chat-server, logs one
 * "listening" line, and shuts down gracefully on SIGINT/SIGTERM (exit 0).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config/config.js';
import { createLogger } from './logging/logger.js';
import { PortInUseError, startServer } from './server.js';

const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env, PACKAGE_ROOT);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`chat-server: ${error.message}`);
    process.exit(1);
  }
  const logger = createLogger(config.logLevel);
  process.on('unhandledRejection', (reason) => logger.error('process', 'unhandled rejection', reason));

  let server;
  try {
    server = await startServer({ config, logger });
  } catch (error) {
    if (error instanceof PortInUseError) {
      console.error(error.message);
      process.exit(1);
    }
    logger.error('main', 'start-up failed', error);
    console.error(`chat-server: start-up failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  // The launcher waits for this line, so it is printed whatever LOG_LEVEL says.
  const announce = config.logLevel === 'debug' || config.logLevel === 'info' ? logger : createLogger('info');
  announce.info('main', `listening on ${config.host}:${server.port}`, {
    provider: config.provider,
    database: server.db.engine,
    redis: config.redisUrl ? 'on' : 'off',
    retentionDays: config.retentionDays,
  });

  const shutdown = (signal: string) => {
    logger.info('main', 'shutting down', { signal });
    server
      .close()
      .then(() => {
        logger.info('main', 'stopped');
        process.exit(0);
      })
      .catch((error: unknown) => {
        logger.error('main', 'shutdown failed', error);
        process.exit(1);
      });
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

void main();

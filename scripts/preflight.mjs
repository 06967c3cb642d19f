// Checks that run before anything is installed or built, on whatever Node
// started npm (plain JavaScript): the port variables and that the ports are
// free. Used by with-pnpm.mjs (`npm start`, `npm run dev`) and by site.ts.
import net from 'node:net';
import { PORT_TABLE, PortSettingError, REMOTES, parsePort, portsFromEnv } from '../site-kit/src/topology.mjs';

/** Resolves when nothing listens on `port`; rejects naming the port and the service otherwise. */
export function assertPortFree(port, service) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error) => {
      const reason = error.code === 'EADDRINUSE' ? 'is already in use' : `cannot be opened (${error.code})`;
      reject(new Error(`${service}: port ${port} ${reason}. Stop what uses it or choose another port (see README, "Environment").`));
    });
    probe.once('listening', () => probe.close(() => resolve()));
    probe.listen(port, '0.0.0.0');
  });
}

/** The remotes' manifest URLs (site-kit/src/topology.mjs), chat-server's and the public origin. */
const URL_VARIABLES = [...REMOTES.map((remote) => remote.urlVariable), 'CHAT_SERVER_URL', 'SITE_URL'];

/** Site-level variables that are set must be absolute http(s) URLs. */
function checkUrls(env) {
  for (const variable of URL_VARIABLES) {
    const value = env[variable];
    if (value === undefined || value === '') continue;
    let url;
    try {
      url = new URL(value);
    } catch {
      throw new PortSettingError(`${variable} must be an absolute URL, got "${value}"`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new PortSettingError(`${variable} must be an http:// or https:// URL, got "${value}"`);
    }
  }
}

/**
 * The settings check of one entry command:
 * - `start` and `dev`: every port variable and URL, and every port free;
 * - `scaled`: the variables only (scaled-site.ts checks its own ports).
 * Returns an error message, or null when everything is fine.
 */
export async function preflight(kind, env = process.env) {
  try {
    const ports = portsFromEnv(env);
    checkUrls(env);
    if (kind === 'scaled') {
      if (env.CHAT_BALANCER_PORT) parsePort('CHAT_BALANCER_PORT', env.CHAT_BALANCER_PORT);
      return null;
    }
    for (const { key, service } of PORT_TABLE) await assertPortFree(ports[key], service);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

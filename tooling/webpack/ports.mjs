// The site's ports: one default table and the environment variables that move
// them, read the same way by `npm start`, `npm run dev`, every dev server and
// the shell's dev configuration (docs/architecture.md, "Ports"). Plain
// JavaScript so that the npm entry scripts can check the settings on the
// machine's own Node before anything is installed.

/** @typedef {'site' | 'marketing' | 'portfolio' | 'contact' | 'chat' | 'chatServer'} PortKey */

/**
 * @type {ReadonlyArray<{ key: PortKey, variable: string, service: string, port: number }>}
 */
export const PORT_TABLE = Object.freeze([
  { key: 'site', variable: 'PORT', service: 'shell', port: 3000 },
  { key: 'marketing', variable: 'REMOTE_MARKETING_PORT', service: 'remote-marketing', port: 3001 },
  { key: 'portfolio', variable: 'REMOTE_PORTFOLIO_PORT', service: 'remote-portfolio', port: 3002 },
  { key: 'contact', variable: 'REMOTE_CONTACT_PORT', service: 'remote-contact', port: 3003 },
  { key: 'chat', variable: 'REMOTE_CHAT_PORT', service: 'remote-chat', port: 3004 },
  { key: 'chatServer', variable: 'CHAT_PORT', service: 'chat-server', port: 8005 },
]);

/** A port variable that is not a port number, or two services on one port. */
export class PortSettingError extends Error {}

/** `value` as a TCP port, or a PortSettingError naming `variable`. */
export function parsePort(variable, value) {
  const text = String(value).trim();
  const port = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new PortSettingError(`${variable} must be a port number between 1 and 65535, got "${value}"`);
  }
  return port;
}

/**
 * Every service's port: the variable's value when set (and not empty), else
 * the default. Throws a PortSettingError for a bad value or a port used twice.
 *
 * @param {Record<string, string | undefined>} [env]
 * @returns {Record<PortKey, number>}
 */
export function portsFromEnv(env = process.env) {
  const ports = /** @type {Record<PortKey, number>} */ ({});
  const owners = new Map();
  for (const { key, variable, port } of PORT_TABLE) {
    const value = env[variable];
    ports[key] = value === undefined || value === '' ? port : parsePort(variable, value);
    const owner = owners.get(ports[key]);
    if (owner) throw new PortSettingError(`${owner} and ${variable} are both ${ports[key]}: every service needs its own port`);
    owners.set(ports[key], variable);
  }
  return ports;
}

/** The service a port key belongs to (`chatServer` → `chat-server`). */
export function serviceOf(key) {
  const row = PORT_TABLE.find((entry) => entry.key === key);
  if (!row) throw new Error(`unknown port key ${key}`);
  return row.service;
}

/**
 * The ports a bundle was built with: `process.env.SITE_PORTS` is replaced at
 * build time by create-config.mjs (the dev servers' ports, moved by the
 * variables above); where nothing was injected (jest), the default table.
 *
 * @param {string | undefined} injected
 * @returns {Record<PortKey, number>}
 */
export function portsFromBuild(injected) {
  return injected ? JSON.parse(injected) : portsFromEnv({});
}

// The site's topology, in one table (docs/architecture.md, "Topology and
// ports"): every process and its port (the default and the variable that
// moves it), each remote's package folder and the modules it exposes, and the
// site's routes (which remote module renders which path). Read by `npm start`,
// `npm run dev`, every webpack config, the site server, the shell's router and
// the release gate. Plain JavaScript so that the npm entry scripts can check
// the settings on the machine's own Node before anything is installed.

/** @typedef {import('./topology.d.mts').RemoteName} RemoteName */
/** @typedef {import('./topology.d.mts').PortKey} PortKey */

/** The site server (the shell's build) and, in development, the shell's dev server. */
export const SITE = Object.freeze({ key: 'site', variable: 'PORT', service: 'shell', port: 3000 });

/** chat-server: `/api/*` and `/socket.io/*`, proxied by the site server. */
export const CHAT_SERVER = Object.freeze({ key: 'chatServer', variable: 'CHAT_PORT', service: 'chat-server', port: 8005 });

/**
 * The sales team's inbox (sales-inbox/): its build and chat-server's inbox API
 * on one origin. Not part of the public site, so not in PORT_TABLE's
 * consecutive test ports; its default is clear of those and of the scale-out
 * nodes' ports (chat-server's and the next ones).
 */
export const SALES_INBOX = Object.freeze({ key: 'salesInbox', variable: 'INBOX_PORT', service: 'sales-inbox', port: 3010 });

/**
 * The remotes: federation name, package folder, port, the variable of the
 * manifest URL the site server hands the browser, and the modules each
 * exposes (exposed name → source file in its folder); `callsChatServer`: its
 * code talks to chat-server (its standalone dev page is an allowed origin). The
 * shell mounts every exposed module, typed by `<Module>Props` in
 * site-kit/src/contracts.ts.
 */
export const REMOTES = Object.freeze([
  {
    name: 'marketing',
    folder: 'remote-marketing',
    portVariable: 'REMOTE_MARKETING_PORT',
    urlVariable: 'REMOTE_MARKETING_URL',
    callsChatServer: false,
    port: 3001,
    exposes: { Home: './src/home/Home.tsx', About: './src/about/About.tsx', PrivacyPolicy: './src/privacy-policy/PrivacyPolicy.tsx' },
  },
  {
    name: 'portfolio',
    folder: 'remote-portfolio',
    portVariable: 'REMOTE_PORTFOLIO_PORT',
    urlVariable: 'REMOTE_PORTFOLIO_URL',
    callsChatServer: false,
    port: 3002,
    exposes: { Portfolio: './src/portfolio/Portfolio.tsx' },
  },
  {
    name: 'contact',
    folder: 'remote-contact',
    portVariable: 'REMOTE_CONTACT_PORT',
    urlVariable: 'REMOTE_CONTACT_URL',
    callsChatServer: true,
    port: 3003,
    exposes: { StartProject: './src/start-project/StartProject.tsx' },
  },
  {
    name: 'chat',
    folder: 'remote-chat',
    portVariable: 'REMOTE_CHAT_PORT',
    urlVariable: 'REMOTE_CHAT_URL',
    callsChatServer: true,
    port: 3004,
    exposes: { ChatWidget: './src/chat-widget/ChatWidget.tsx' },
  },
]);

/**
 * The site's pages (docs/product-rules.md §2): the path (react-router syntax,
 * `:param?` optional), the remote module that renders it, the shell's page key
 * (its route element) and, for the public pages, the canonical path listed in
 * sitemap.xml. The site server answers 404 for any other path and hints the
 * page's module and static first screen (`first-paint/<module>.html`).
 */
export const ROUTES = Object.freeze([
  { path: '/', remote: 'marketing', module: 'Home', page: 'home', sitemap: '/' },
  { path: '/home', remote: 'marketing', module: 'Home', page: 'home' },
  { path: '/portfolio/:portfolioItem?', remote: 'portfolio', module: 'Portfolio', page: 'portfolio', sitemap: '/portfolio' },
  { path: '/about', remote: 'marketing', module: 'About', page: 'about', sitemap: '/about' },
  { path: '/privacy-policy', remote: 'marketing', module: 'PrivacyPolicy', page: 'privacyPolicy', sitemap: '/privacy-policy' },
]);

/**
 * Every process's port row, in start order of the consecutive test ports
 * (site, the remotes, chat-server).
 *
 * @type {ReadonlyArray<{ key: PortKey, variable: string, service: string, port: number }>}
 */
export const PORT_TABLE = Object.freeze([
  SITE,
  ...REMOTES.map((remote) => ({ key: remote.name, variable: remote.portVariable, service: remote.folder, port: remote.port })),
  CHAT_SERVER,
]);

/** The remote's row; throws for a name that is not a remote. */
export function remoteOf(name) {
  const remote = REMOTES.find((row) => row.name === name);
  if (!remote) throw new Error(`unknown remote ${name}`);
  return remote;
}

/** The remote's exposes as Module Federation spells them: `{ './Home': './src/home/Home.tsx' }`. */
export function federationExposes(name) {
  return Object.fromEntries(Object.entries(remoteOf(name).exposes).map(([module, source]) => [`./${module}`, source]));
}

/** The modules the shell mounts from a remote (what the release gate requires it to expose). */
export function mountedModules(name) {
  return Object.keys(remoteOf(name).exposes);
}

/** The remote's manifest on its own server at its default port (the site server's fallback without REMOTE_<NAME>_URL). */
export function defaultManifestUrl(name) {
  return `http://localhost:${remoteOf(name).port}/mf-manifest.json`;
}

/**
 * Where the site finds a remote's unreleased build: REMOTE_<NAME>_URL when
 * set, else its own server on localhost at its port (REMOTE_<NAME>_PORT or
 * the default). The site server and `npm run remote` both ask this.
 *
 * @param {RemoteName} name
 * @param {Record<string, string | undefined>} [env]
 */
export function remoteManifestUrl(name, env = process.env) {
  const { urlVariable } = remoteOf(name);
  if (env[urlVariable]) return /** @type {string} */ (env[urlVariable]);
  return `http://localhost:${portsFromEnv(env)[name]}/mf-manifest.json`;
}

/** The remotes that render pages, each with its page modules (in route order, once each). */
export function pageModulesByRemote() {
  /** @type {Partial<Record<RemoteName, string[]>>} */
  const byRemote = {};
  for (const { remote, module } of ROUTES) {
    const modules = (byRemote[remote] ??= []);
    if (!modules.includes(module)) modules.push(module);
  }
  return byRemote;
}

/** The canonical paths of the public pages (sitemap.xml). */
export const SITEMAP_PATHS = Object.freeze(ROUTES.flatMap((route) => (route.sitemap ? [route.sitemap] : [])));

/** A route's path as a pattern: `:param` is one segment, `:param?` an optional one. */
function routePattern(routePath) {
  if (routePath === '/') return /^\/$/;
  const parts = routePath
    .split('/')
    .slice(1)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    });
  return new RegExp(`^${parts.join('')}$`);
}

const ROUTE_PATTERNS = ROUTES.map((route) => ({ route, pattern: routePattern(route.path) }));

/** The route of `pathname` (trailing slashes ignored, case as written), or null: the site has no such page. */
export function routeFor(pathname) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTE_PATTERNS.find(({ pattern }) => pattern.test(path))?.route ?? null;
}

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

/** Consecutive ports from `base`, in the table's order: site, the four remotes, chat-server. */
export function portsFromBase(base) {
  return /** @type {Record<PortKey, number>} */ (Object.fromEntries(PORT_TABLE.map(({ key }, index) => [key, base + index])));
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

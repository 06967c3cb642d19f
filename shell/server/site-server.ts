// The site server: the shell's build, the runtime configuration the shell
// reads at start-up (/remotes.json, also inlined into the page), robots.txt,
// sitemap.xml, the pages' fallback reports for the release history
// (/site/releases/fallback), and a reverse proxy of /api and /socket.io
// (websocket included) to chat-server, so the browser talks to one origin.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { REMOTES, remoteManifestUrl } from '@agency/site-kit/topology';
import { EDGE_LIMITS, staticFiles } from '@agency/tooling/serve';
import { SITEMAP_PATHS, isKnownPath, pageModuleFor } from '../src/app/paths.ts';
import { FIRST_PAINT_ELEMENT_ID } from '../src/remotes/first-paint.ts';
import type { SiteBrand } from '@agency/site-kit/contracts';
import type { SiteConfig } from '../src/remotes/site-config.ts';
import { fallbackReports } from './fallback-reports.ts';
import { PageHints } from './page-hints.ts';
import { RELEASES_ELEMENT_ID, VERSIONS_META_NAME, formatVersions, type SiteReleases } from '../src/remotes/releases.ts';
import { REGISTRY_POLL_MS, RegistryWatcher, manifestsInUse, releasesFor, visitorIdFor, type SiteReleaseSource } from './releases.ts';
import {
  BODY_LIMIT_BYTES,
  PROXY_ERRORS,
  PROXY_TIMEOUT_MS,
  UPGRADE_TIMEOUT_MS,
  answerError,
  closeAfterRefusal,
  isAdminPath,
  isChatPath,
  limitBody,
  refuseUpgrade,
  setForwardedHeaders,
  superviseExchange,
  tieSockets,
  type TrustProxy,
} from './chat-proxy.ts';

export interface SiteServerOptions {
  /** The shell's build output. */
  distDir: string;
  /** chat-server's base URL, e.g. http://127.0.0.1:8005 */
  chatServerUrl: string;
  config: SiteConfig;
  /** Public origin used in sitemap.xml and robots.txt. */
  siteUrl: string;
  brand: SiteBrand;
  /** Proxy chat-server's admin API (/api/admin/…) too (SITE_PROXY_ADMIN=1); off by default. */
  proxyAdmin?: boolean;
  /** Whose X-Forwarded-* headers count (SITE_TRUST_PROXY); default: no one's. */
  trustProxy?: TrustProxy;
  /** Time chat-server has to complete a websocket upgrade. */
  upgradeTimeoutMs?: number;
  /** Time chat-server has to begin answering a proxied request before the visitor gets a 504 (SITE_PROXY_TIMEOUT_MS). */
  proxyTimeoutMs?: number;
  /** The most of a request body read on its way to chat-server. */
  bodyLimitBytes?: number;
  /** A proxied websocket with no traffic either way for this long is closed (default: the edge's idle timeout). */
  socketIdleMs?: number;
  /** The release registry (`npm run remote`); without it every remote runs the build at its `config.remotes` URL. */
  releases?: SiteReleaseSource;
}

/** Reads the remotes' manifest URLs (the topology's REMOTE_<NAME>_URL) and the retention setting from the environment. */
export function siteConfigFromEnv(env: NodeJS.ProcessEnv): SiteConfig {
  const remotes = Object.fromEntries(REMOTES.map(({ name }) => [name, remoteManifestUrl(name, env)])) as SiteConfig['remotes'];
  const retentionDays = Number(env.RETENTION_DAYS ?? 180);
  if (!Number.isInteger(retentionDays) || retentionDays <= 0) throw new Error('RETENTION_DAYS must be a whole number of days');
  return { remotes, retentionDays };
}

/** A whole number of at least 1 from the environment, or `fallback` when unset. */
function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`${name} must be a whole number of at least 1, got "${value}"`);
  return parsed;
}

/** The site server's edge settings: SITE_PROXY_TIMEOUT_MS and SITE_MAX_CONNECTIONS_PER_ADDRESS. */
export function siteLimitsFromEnv(env: NodeJS.ProcessEnv): { proxyTimeoutMs: number; maxConnectionsPerAddress: number } {
  return {
    proxyTimeoutMs: positiveInteger(env, 'SITE_PROXY_TIMEOUT_MS', PROXY_TIMEOUT_MS),
    maxConnectionsPerAddress: positiveInteger(env, 'SITE_MAX_CONNECTIONS_PER_ADDRESS', EDGE_LIMITS.maxConnectionsPerAddress),
  };
}

function jsonBlock(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The page with the site configuration and the visitor's releases inlined as
 * JSON data blocks (not scripts that run), and the versions it runs in a meta.
 */
function renderIndexHtml(template: string, config: SiteConfig, releases: SiteReleases): string {
  const versions = Object.fromEntries(Object.entries(releases).map(([remote, release]) => [remote, release.version]));
  const meta = `<meta name="${VERSIONS_META_NAME}" content="${escapeAttribute(formatVersions(versions))}">`;
  return template.replace('</head>', `${meta}${jsonBlock('site-config', config)}${jsonBlock(RELEASES_ELEMENT_ID, releases)}</head>`);
}

/** The page with its remote's hints and, when there is one, its static first screen in <main>. */
function pageHtml(html: string, hints: { preconnect: string; dataBlock: string }, firstPaint: string | null): string {
  const withHints = html
    .replace(/<meta charset="utf-8"\s*\/?>/i, (charset) => `${charset}${hints.preconnect}`)
    .replace('</head>', `${hints.dataBlock}</head>`);
  if (!firstPaint) return withHints;
  return withHints.replace(
    /(<main\b[^>]*\bid="main"[^>]*>)(<\/main>)/,
    (_match, open: string, close: string) => `${open}<div id="${FIRST_PAINT_ELEMENT_ID}">${firstPaint}</div>${close}`,
  );
}

/** CSP hashes of the page's inline scripts (the consent-mode default runs before anything else). */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? '';
    hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

function originsOf(urls: string[]): string[] {
  return [...new Set(urls.map((url) => new URL(url).origin))];
}

function sitemapXml(siteUrl: string): string {
  const urls = SITEMAP_PATHS.map((pathname) => `  <url><loc>${new URL(pathname, siteUrl).href}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export interface SiteServer {
  app: Express;
  /** Routes websocket upgrades of /socket.io to chat-server, and stops background work when the server closes. */
  attach: (server: Server) => void;
  /** Settles once the page remotes' manifests and first screens have been read at start-up (never rejects). */
  hintsRead: Promise<void>;
}

export function createSiteServer(options: SiteServerOptions): SiteServer {
  const template = readFileSync(path.join(options.distDir, 'index.html'), 'utf8');
  const scriptHashes = inlineScriptHashes(template);
  const pageHints = new PageHints(options.config.remotes, options.brand, { retentionDays: options.config.retentionDays });
  const hintsRead = pageHints.start();
  const buildManifests = options.config.remotes;
  const releaseSource = options.releases;
  const manifestUrl = releaseSource?.manifestUrl ?? ((_remote: string, _version: string) => '');
  // The origins the page may load remotes from: their builds' and every release in use.
  let origins = originsOf(Object.values(buildManifests));
  const registryWatcher = releaseSource
    ? new RegistryWatcher(releaseSource.store, releaseSource.pollMs ?? REGISTRY_POLL_MS, (registry) => {
        const manifests = manifestsInUse(registry, buildManifests, manifestUrl);
        origins = originsOf(manifests.map((item) => item.url));
        pageHints.setManifests(manifests);
      })
    : null;
  registryWatcher?.start();
  const remoteOrigins = () => origins.join(' ');

  const trust = options.trustProxy ?? (() => false);
  const upgradeTimeoutMs = options.upgradeTimeoutMs ?? UPGRADE_TIMEOUT_MS;
  const proxyTimeoutMs = options.proxyTimeoutMs ?? PROXY_TIMEOUT_MS;
  const bodyLimitBytes = options.bodyLimitBytes ?? BODY_LIMIT_BYTES;
  const socketIdleMs = options.socketIdleMs ?? EDGE_LIMITS.idleTimeoutMs;
  /** Goes to chat-server: exactly /api/… and /socket.io/…, the admin API only when enabled. */
  const proxied = (url: string | undefined) => isChatPath(url) && (options.proxyAdmin === true || !isAdminPath(url));

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trust);

  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", remoteOrigins, ...scriptHashes],
          // styled-components injects <style> elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', remoteOrigins],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", remoteOrigins],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      // HSTS only when the request really came over TLS (behind a TLS proxy).
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use((req, res, next) => {
    if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  });

  const chatProxy = createProxyMiddleware({
    target: options.chatServerUrl,
    pathFilter: (_pathname, req) => proxied(req.url),
    // Upgrades are routed by `attach` below, never by the middleware's own listener.
    ws: false,
    // The forwarded headers are the site server's own (setForwardedHeaders), never the client's.
    xfwd: false,
    changeOrigin: false,
    on: {
      proxyReq: (proxyReq, _req, res) => superviseExchange(proxyReq, res, proxyTimeoutMs),
      proxyReqWs: (proxyReq, _req, socket) => {
        // chat-server must answer the upgrade in time, or both sockets close.
        proxyReq.setTimeout(upgradeTimeoutMs, () => proxyReq.destroy());
        // From the upgrade on, the visitor's connection and chat-server's live and die together.
        proxyReq.once('upgrade', (_answer, upstream) => tieSockets(socket, upstream, socketIdleMs));
        closeAfterRefusal(proxyReq, socket);
      },
      error: (_error, _req, res) => {
        // An HTTP request while chat-server is down: a clear 502, never a hang.
        if ('writeHead' in res) {
          if (!res.writableEnded) answerError(res, 502, PROXY_ERRORS.unavailable);
          return;
        }
        res.destroy();
      },
    },
  });
  app.use((req, res, next) => {
    if (!proxied(req.url)) {
      next();
      return;
    }
    if (!limitBody(req, res, bodyLimitBytes)) return;
    setForwardedHeaders(req, trust);
    void chatProxy(req, res, next);
  });

  // A page that fell back from a remote's version by itself reports it for the release history.
  if (releaseSource && registryWatcher)
    app.use(fallbackReports({ store: releaseSource.store, current: () => registryWatcher.current, siteUrl: options.siteUrl }));

  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  /** The visitor's release of every remote (a canary visitor gets their cookie here if they have none). */
  const visitorReleases = (req: express.Request, res: express.Response) => {
    const registry = registryWatcher?.current;
    if (!registry) return releasesFor({ schema: 1, remotes: {}, history: [] }, null, buildManifests, manifestUrl);
    return releasesFor(registry, visitorIdFor(req, res, registry, req.secure), buildManifests, manifestUrl);
  };
  app.get('/remotes.json', (req, res) => {
    res.setHeader('Cache-Control', 'private, no-cache');
    res.json(visitorReleases(req, res));
  });
  app.get('/robots.txt', (_req, res) => {
    res.type('text/plain').send(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${new URL('/sitemap.xml', options.siteUrl).href}\n`);
  });
  app.get('/sitemap.xml', (_req, res) => {
    res.type('application/xml').send(sitemapXml(options.siteUrl));
  });

  app.use(staticFiles(options.distDir));

  // Every other GET is the app: 200 for the site's routes, 404 (same app, its 404 page) otherwise.
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    const releases = visitorReleases(req, res);
    const config: SiteConfig = {
      ...options.config,
      remotes: Object.fromEntries(Object.entries(releases).map(([remote, release]) => [remote, release.manifest])) as SiteConfig['remotes'],
    };
    const indexHtml = renderIndexHtml(template, config, releases);
    const page = pageModuleFor(req.path);
    const html = page
      ? pageHtml(
          indexHtml,
          pageHints.hintsFor(page, config.remotes[page.remote]),
          pageHints.firstPaintFor(page, config.remotes[page.remote]),
        )
      : indexHtml;
    res.status(isKnownPath(req.path) ? 200 : 404);
    // The page names the visitor's releases: revalidated on every load, never shared between visitors.
    res.setHeader('Cache-Control', 'private, no-cache');
    res.type('html').send(html);
  });

  return {
    app,
    hintsRead,
    attach(server) {
      server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
        socket.on('error', () => socket.destroy());
        if (!proxied(req.url)) {
          refuseUpgrade(socket, 404);
          return;
        }
        // Until chat-server completes the upgrade (http-proxy then clears the timeout), the socket is on a clock.
        socket.setTimeout(upgradeTimeoutMs, () => socket.destroy());
        setForwardedHeaders(req, trust);
        chatProxy.upgrade(req, socket, head);
      });
      server.on('close', () => {
        pageHints.stop();
        registryWatcher?.stop();
      });
    },
  };
}

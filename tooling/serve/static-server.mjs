// Static file serving with the cache rules of docs/architecture.md: content-hashed files
// are immutable; everything else (mf-manifest.json, remoteEntry.js, main.js,
// index.html, robots.txt) is revalidated on every load (a cheap 304 by ETag),
// so a redeploy or a rollback shows at once. A production build carries each
// script, style and manifest compressed already (`.br`, `.gz`, see
// webpack/create-config.mjs): those are sent as they are, and only what has no
// such copy is compressed per request.
import { createServer } from 'node:http';
import compression from 'compression';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import { productionSourceMaps } from '../webpack/source-maps.mjs';
import { REMOTES } from '@agency/site-kit/topology';

const CONTENT_HASHED = /\.[0-9a-f]{8}(\.[a-z0-9]+)+$/;

export function cacheControlFor(filePath) {
  if (CONTENT_HASHED.test(filePath)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * Express middleware serving `dir` (a finished build: its compressed copies are
 * found once, when the middleware is made) with the cache rules above.
 */
export function staticFiles(dir, { index = false } = {}) {
  const router = express.Router();
  // Source maps are public only when the build made them so (SOURCE_MAPS=public, see webpack/create-config.mjs).
  router.use((req, res, next) => {
    if (req.path.endsWith('.map') && productionSourceMaps(process.env.SOURCE_MAPS) !== 'source-map') {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    next();
  });
  // Skips a response that already has a Content-Encoding (a compressed copy).
  router.use(compression());
  router.use(
    expressStaticGzip(dir, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index,
      serveStatic: {
        index,
        etag: true,
        setHeaders(res, filePath) {
          res.setHeader('Cache-Control', cacheControlFor(filePath));
        },
      },
    }),
  );
  return router;
}

/** A file of a finished release: `/<remote>/<version>/<file>`; staging folders start with a dot. */
const RELEASED_FILE = new RegExp(`^/(?:${REMOTES.map(({ name }) => name).join('|')})/[A-Za-z0-9][A-Za-z0-9._-]*/[^/.][^?]*$`);

/**
 * Express middleware serving a release store folder (<remote>/<version>/…):
 * a release never changes, so its files are immutable except the JSON ones
 * (manifests, release facts), which are revalidated. Only released files are
 * public: the registry, its lock (pid@host), temporary files and history are
 * the release tooling's own, and anything outside a release is a 404.
 */
export function releaseFiles(dir) {
  const router = express.Router();
  router.use((req, res, next) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && RELEASED_FILE.test(req.path)) return next();
    res.status(404).type('text/plain').send('Not found');
  });
  router.use(compression());
  router.use(
    express.static(dir, {
      index: false,
      etag: true,
      // Unfinished uploads and the registry's lock and temporary files stay private.
      dotfiles: 'ignore',
      setHeaders(res, filePath) {
        res.setHeader('Cache-Control', filePath.endsWith('.json') ? 'no-cache' : 'public, max-age=31536000, immutable');
      },
    }),
  );
  return router;
}

/**
 * The limits of a public-facing server (issue 47): a cap on open connections
 * per address, and short header, body and idle timeouts, so a flood of
 * connections or a slow upload from one address cannot hold the process's
 * descriptors. A browser opens about 6 connections per origin and a websocket;
 * an office behind one address gets the rest of the cap.
 */
export const EDGE_LIMITS = Object.freeze({
  maxConnectionsPerAddress: 64,
  /** The request line and headers must arrive within this. */
  headersTimeoutMs: 10_000,
  /** The whole request, body included (a slow-body POST is cut here). */
  requestTimeoutMs: 15_000,
  /** A kept-alive connection with no request in flight is closed after this. */
  keepAliveTimeoutMs: 5_000,
  /** A connection with no traffic either way is closed after this (above the proxy timeout and the ping interval). */
  idleTimeoutMs: 60_000,
});

/**
 * An HTTP server for `app` with the edge limits. `exempt(address)`: a peer not
 * capped (a trusted proxy in front, whose connections carry many visitors).
 */
export function createEdgeServer(app, limits = {}, { exempt = () => false } = {}) {
  const settings = { ...EDGE_LIMITS, ...limits };
  const server = createServer(
    {
      headersTimeout: settings.headersTimeoutMs,
      requestTimeout: settings.requestTimeoutMs,
      keepAliveTimeout: settings.keepAliveTimeoutMs,
      // Node checks the header and request timeouts on this interval (30 s by default).
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(settings.headersTimeoutMs / 4))),
    },
    app,
  );
  server.setTimeout(settings.idleTimeoutMs, (socket) => socket.destroy());
  const open = new Map();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    if (exempt(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > settings.maxConnectionsPerAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = open.get(address) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
  return server;
}

/**
 * Listens on `port` and resolves once listening: `app` gets an edge server
 * (createEdgeServer's defaults) unless it already is a server. A port already
 * in use is a clear one-line error naming the port and the service, not a stack trace.
 */
export function listen(appOrServer, { port, host = '0.0.0.0', service }) {
  return new Promise((resolve, reject) => {
    const server = typeof appOrServer === 'function' ? createEdgeServer(appOrServer) : appOrServer;
    server.listen(port, host);
    server.once('listening', () => resolve(server));
    server.once('error', (error) => {
      if (error.code === 'EADDRINUSE') {
        reject(new Error(`${service}: port ${port} is already in use. Stop what uses it or set another port.`));
        return;
      }
      reject(error);
    });
  });
}

/** Closes the server on SIGINT/SIGTERM, waiting for open connections briefly. */
export function closeOnSignals(server, service) {
  const close = (signal) => {
    console.log(JSON.stringify({ severity: 'I', from: service, title: `stopping on ${signal}`, timestamp: Date.now() }));
    server.close(() => process.exit(0));
    server.closeAllConnections?.();
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
}

#!/usr/bin/env node
// Serves a remote's production build from its own origin with CORS, as it is
// deployed: `serve-remote --name remote-chat --port 3004 [--dir dist]`.
// PORT in the environment overrides --port; it listens on this machine only
// (127.0.0.1) unless REMOTE_HOST names another address. The release store folder
// (RELEASES_DIR, default .releases at the repository root) is served under
// /releases/ (see `npm run remote`).
import path from 'node:path';
import { parseArgs } from 'node:util';
import express from 'express';
import { closeOnSignals, listen, releaseFiles, staticFiles } from './static-server.mjs';

const { values } = parseArgs({
  options: {
    name: { type: 'string', default: 'remote' },
    port: { type: 'string' },
    dir: { type: 'string', default: 'dist' },
  },
});
const port = Number(process.env.PORT ?? values.port);
if (!Number.isInteger(port) || port <= 0) {
  console.error(`${values.name}: give a port with --port or PORT`);
  process.exit(2);
}

const app = express();
app.disable('x-powered-by');
app.use((_req, res, next) => {
  // Remotes are loaded cross-origin by the shell; they hold only public static files.
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  next();
});
app.get('/healthz', (_req, res) => res.json({ ok: true }));
app.use('/releases', releaseFiles(path.resolve(process.env.RELEASES_DIR || path.join(import.meta.dirname, '../../.releases'))));
app.use(staticFiles(path.resolve(values.dir)));

try {
  const server = await listen(app, { port, host: process.env.REMOTE_HOST || '127.0.0.1', service: values.name });
  console.log(
    JSON.stringify({ severity: 'I', from: values.name, title: `serving ${values.dir} on http://localhost:${port}`, timestamp: Date.now() }),
  );
  closeOnSignals(server, values.name);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

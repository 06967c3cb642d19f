// The inbox's production server: its build, and chat-server's inbox API and
// socket proxied on the same origin, so that the session cookie (SameSite=Strict,
// Path=/api/inbox) travels with every call and the socket's handshake.
import path from 'node:path';
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { closeOnSignals, listen, staticFiles } from '@agency/tooling/serve';
import { CHAT_SERVER, parsePort, SALES_INBOX } from '@agency/site-kit/topology';
import { INBOX_API_PATH } from '@agency/chat-protocol/inbox';

const DIST = path.join(import.meta.dirname, '../dist');
const port = process.env[SALES_INBOX.variable] ? parsePort(SALES_INBOX.variable, process.env[SALES_INBOX.variable]) : SALES_INBOX.port;
const chatServerUrl = process.env.CHAT_SERVER_URL ?? `http://127.0.0.1:${CHAT_SERVER.port}`;

const app = express();
app.disable('x-powered-by');
// A staff page: nothing from elsewhere runs in it, nothing frames it, and its address goes nowhere.
app.use((_request, response, next) => {
  response.setHeader(
    'Content-Security-Policy',
    "default-src 'self'; style-src 'self' 'unsafe-inline'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
  );
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Referrer-Policy', 'no-referrer');
  next();
});
app.get('/healthz', (_request, response) => void response.json({ ok: true }));
const proxy = createProxyMiddleware({
  target: chatServerUrl,
  // The path as the browser asked for it: Express strips the mount path (kept in originalUrl); a websocket upgrade comes whole.
  pathRewrite: (requestPath, request) => {
    const full = request.originalUrl ?? requestPath;
    return full.startsWith(`${INBOX_API_PATH}/socket.io`) ? full.slice(INBOX_API_PATH.length) : full;
  },
  ws: true,
  xfwd: true,
});
app.use(INBOX_API_PATH, proxy);
app.use(staticFiles(DIST, { index: 'index.html' }));
app.use((request, response) => {
  if (request.method !== 'GET') return void response.status(404).end();
  response.setHeader('Cache-Control', 'no-cache');
  response.sendFile(path.join(DIST, 'index.html'));
});

const server = await listen(app, { port, service: SALES_INBOX.service });
server.on('upgrade', proxy.upgrade);
console.log(
  JSON.stringify({ severity: 'I', from: SALES_INBOX.service, title: `listening on http://localhost:${port}`, timestamp: Date.now() }),
);
closeOnSignals(server, SALES_INBOX.service);

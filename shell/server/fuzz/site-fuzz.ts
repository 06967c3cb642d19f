// A fuzz run against a real site server on loopback (issue 13): thousands of
// generated malformed request lines, paths, headers, cookies, bodies and
// websocket upgrade requests, each sent raw over its own TCP connection.
// Used by the CI-sized test (site-fuzz.test.ts) and by `npm run fuzz:site`.
import { createServer, type Server } from 'node:http';
import net from 'node:net';
import fc from 'fast-check';
import { closeServer, listenOnLoopback, startTestSite } from '../test-support/loopback-site.ts';

/** One request as bytes on the wire, and what it was meant to exercise. */
export interface FuzzRequest {
  kind: 'page' | 'api' | 'upgrade' | 'garbage';
  bytes: Buffer;
}

export interface FuzzFigures {
  requests: number;
  /** Count by status ('closed' when the server closed without an answer, 'timeout' when nothing happened). */
  statuses: Record<string, number>;
  /** Answers of 500 or above. */
  serverErrors: number;
  /** Requests that got neither an answer nor a close in time. */
  hung: number;
  /** A few of the requests behind serverErrors and hung, for the report. */
  examples: string[];
  durationMs: number;
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'CONNECT', 'PROPFIND', 'get', 'G\u00c9T'];
const PATH_STARTS = [
  '/',
  '/api/',
  '/api',
  '/apixyz',
  '/api/admin/leads',
  '/api/%61dmin/',
  '/socket.io/',
  '/socket.io',
  '/socket.iox',
  '/remotes.json',
  '/portfolio/',
  '/..%2f..%2fetc/passwd',
  '//evil.example/',
  '/%',
  '/%zz',
  '/%00',
  '*',
  'http://evil.example/',
  '',
];
const HEADER_NAMES = [
  'Cookie',
  'Content-Type',
  'Content-Length',
  'Transfer-Encoding',
  'X-Forwarded-For',
  'X-Forwarded-Host',
  'X-Forwarded-Proto',
  'Forwarded',
  'Origin',
  'Referer',
  'Accept',
  'Accept-Encoding',
  'Range',
  'If-None-Match',
  'Authorization',
  'Expect',
  'Upgrade',
  'Connection',
  'Sec-WebSocket-Key',
  'Sec-WebSocket-Version',
  'X-Http-Method-Override',
];

/** Mostly printable text (it gets past the HTTP parser to the site's code), sometimes any code point. */
const text = (maxLength: number) =>
  fc.oneof({ arbitrary: fc.string({ maxLength }), weight: 6 }, { arbitrary: fc.string({ unit: 'binary', maxLength }), weight: 1 });
const pathArbitrary = fc
  .tuple(
    fc.constantFrom(...PATH_STARTS),
    fc.oneof(text(40), fc.webPath(), fc.constant('')),
    fc.option(fc.oneof(fc.webQueryParameters(), text(30)), { nil: undefined }),
  )
  // Whitespace ends the request target; most paths keep theirs percent-encoded so they reach the site's routes.
  .chain(([start, rest, query]) => {
    const target = `${start}${rest}${query === undefined ? '' : `?${query}`}`;
    return fc.oneof({ arbitrary: fc.constant(target.replace(/\s/g, '%20')), weight: 4 }, { arbitrary: fc.constant(target), weight: 1 });
  });
const cookieArbitrary = fc.oneof(
  fc.constant('vl_session=%'),
  fc.constant('vl_session=%zz'),
  fc.constant('vl_session=x; vl_session=y'),
  fc.constant('vl_release=%; vl_release='),
  fc.array(fc.tuple(text(12), text(40)), { maxLength: 6 }).map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('; ')),
);
const headerArbitrary = fc.oneof(
  fc.tuple(
    fc.constantFrom(...HEADER_NAMES),
    fc.oneof(
      text(80),
      fc.constantFrom(
        '-1',
        '99999999999999999999',
        'chunked',
        'gzip, chunked',
        'websocket',
        'Upgrade',
        '100-continue',
        'bytes=-1,0-',
        'application/json',
      ),
    ),
  ),
  fc.tuple(fc.constant('Cookie'), cookieArbitrary),
  fc.tuple(fc.stringMatching(/^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,24}$/), text(60)),
  fc.tuple(text(20), text(60)),
);
const bodyArbitrary = fc.oneof(
  fc.constant(''),
  text(300),
  fc.json().map((json) => json.slice(0, 2000)),
  fc.uint8Array({ maxLength: 400 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
);

function wellFramed(method: string, target: string, headers: Array<[string, string]>, body: string): Buffer {
  const lines = [
    `${method} ${target} HTTP/1.1`,
    'Host: site.test',
    ...headers.map(([name, value]) => `${name}: ${value}`),
    'Connection: close',
  ];
  const bodyBytes = Buffer.from(body, 'latin1');
  if (bodyBytes.length > 0 && !headers.some(([name]) => /^(content-length|transfer-encoding)$/i.test(name)))
    lines.push(`Content-Length: ${bodyBytes.length}`);
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), bodyBytes]);
}

/** Requests a hostile visitor might send: pages and API calls with odd parts, upgrades anywhere, and plain garbage. */
export const fuzzRequestArbitrary: fc.Arbitrary<FuzzRequest> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.tuple(fc.constantFrom(...METHODS), pathArbitrary, fc.array(headerArbitrary, { maxLength: 8 }), bodyArbitrary).map(
      ([method, target, headers, body]) =>
        ({
          kind: target.startsWith('/api/') || target.startsWith('/socket.io/') ? 'api' : 'page',
          bytes: wellFramed(method, target, headers, body),
        }) as FuzzRequest,
    ),
  },
  {
    weight: 2,
    arbitrary: fc.tuple(pathArbitrary, fc.array(headerArbitrary, { maxLength: 4 })).map(
      ([target, headers]) =>
        ({
          kind: 'upgrade',
          bytes: wellFramed(
            'GET',
            target,
            [['Upgrade', 'websocket'], ['Sec-WebSocket-Version', '13'], ['Sec-WebSocket-Key', 'dGhlIHNhbXBsZSBub25jZQ=='], ...headers],
            '',
          ),
        }) as FuzzRequest,
    ),
  },
  {
    weight: 1,
    arbitrary: fc
      .uint8Array({ minLength: 1, maxLength: 600 })
      .map((bytes) => ({ kind: 'garbage', bytes: Buffer.from(bytes) }) as FuzzRequest),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(text(80), text(200))
      .map(([line, rest]) => ({ kind: 'garbage', bytes: Buffer.from(`${line}\r\n${rest}\r\n\r\n`, 'latin1') }) as FuzzRequest),
  },
);

/** How long a request waits for an answer before the client ends its side. */
const END_AFTER_MS = 300;

/** Sends one request; resolves with the answer's status, 'closed' or 'timeout'. */
export function sendRaw(port: number, bytes: Buffer, timeoutMs = 10_000): Promise<string> {
  return new Promise((resolve) => {
    let head = '';
    let settled = false;
    const finish = (outcome: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(endTimer);
      socket.destroy();
      resolve(outcome);
    };
    // Sent whole but not half-closed (a half-close reads as a visitor who left);
    // a request the server still waits on after a while is then ended.
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(bytes);
      endTimer = setTimeout(() => socket.end(), END_AFTER_MS);
    });
    let endTimer: NodeJS.Timeout | undefined;
    const timer = setTimeout(() => finish('timeout'), timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      head += chunk.toString('latin1');
      // A 1xx (100 Continue, 101 Switching Protocols) is not the final answer.
      const final = [...head.matchAll(/(?:^|\r\n)HTTP\/1\.[01] (\d{3})/g)]
        .map((match) => match[1]!)
        .find((status) => !status.startsWith('1'));
      if (final) finish(final);
    });
    socket.on('error', () => finish('closed'));
    socket.on('close', () => finish('closed'));
  });
}

/** A chat-server stand-in: JSON answers, a 400 for a body that is not JSON or an upgrade it cannot take. */
function upstreamServer(): Server {
  const server = createServer((req, res) => {
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
    });
    req.on('end', () => {
      res.writeHead(size > 100_000 ? 413 : 200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ success: true }));
    });
    req.on('error', () => res.destroy());
  });
  server.on('upgrade', (_req, socket) => {
    socket.on('error', () => socket.destroy());
    socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  return server;
}

export interface FuzzTarget {
  /** The site server's port. */
  port: number;
  close: () => Promise<void>;
}

/** A site server on loopback in front of a real upstream on loopback, on a scratch build folder. */
export async function startFuzzTarget(): Promise<FuzzTarget> {
  const upstream = upstreamServer();
  const upstreamPort = await listenOnLoopback(upstream);
  const site = await startTestSite(`http://127.0.0.1:${upstreamPort}`, { files: { 'main.js': 'console.log(1)' } });
  return {
    port: site.port,
    close: async () => {
      await closeServer(site.server);
      await closeServer(upstream);
    },
  };
}

/** Sends `count` generated requests (`concurrency` at a time) and counts the answers. */
export async function fuzzSite(
  port: number,
  { count, seed, concurrency = 16 }: { count: number; seed: number; concurrency?: number },
): Promise<FuzzFigures> {
  const started = Date.now();
  const requests = fc.sample(fuzzRequestArbitrary, { numRuns: count, seed });
  const figures: FuzzFigures = { requests: 0, statuses: {}, serverErrors: 0, hung: 0, examples: [], durationMs: 0 };
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++]!;
      const outcome = await sendRaw(port, request.bytes);
      figures.requests += 1;
      figures.statuses[outcome] = (figures.statuses[outcome] ?? 0) + 1;
      const failed = outcome === 'timeout' || Number(outcome) >= 500;
      if (outcome === 'timeout') figures.hung += 1;
      else if (failed) figures.serverErrors += 1;
      if (failed && figures.examples.length < 5)
        figures.examples.push(`${outcome} ← ${JSON.stringify(request.bytes.toString('latin1').slice(0, 300))}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  figures.durationMs = Date.now() - started;
  return figures;
}

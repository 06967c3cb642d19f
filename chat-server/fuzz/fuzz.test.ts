/**
 * CI-sized fuzz run (issue 13): a few thousand generated malformed HTTP
 * requests and socket packets against a real chat-server on loopback. None
 * may get a 5xx (or the socket's internal-error answer), the server must keep
 * answering, and an honest visitor must still get a streamed reply.
 */
import { startTestProxy, type TestProxy } from '../src/test-support/test-proxy.js';
import { startTestServer, type TestServer } from '../src/test-support/test-server.js';
import { FUZZ_SERVER_ENV, formatReport } from './report.js';
import { runFuzz } from './fuzz-run.js';

jest.setTimeout(180_000);

let server: TestServer;
/** HTTP goes through a proxy like the site server's, where an answer sent too early becomes a 502. */
let proxy: TestProxy;
beforeAll(async () => {
  server = await startTestServer(FUZZ_SERVER_ENV);
  proxy = await startTestProxy(server.url);
});
afterAll(async () => {
  await proxy.close();
  await server.stop();
});

it('answers thousands of malformed requests and packets without a 5xx or a crash, and still serves an honest visitor', async () => {
  const report = await runFuzz({
    url: server.url,
    httpUrl: proxy.url,
    httpRequests: 2_000,
    socketPackets: 2_000,
    seed: Number(process.env.FUZZ_SEED ?? 13),
    fuzzHeaders: { 'X-Forwarded-For': '198.51.100.66' },
    honestHeaders: { 'X-Forwarded-For': '198.51.100.99' },
  });
  console.log(formatReport(report));
  expect(report.serverErrorSamples).toEqual([]);
  expect(report.http).toMatchObject({ sent: 2_000, serverErrors: 0, timeouts: 0 });
  expect(report.socket).toMatchObject({ sent: 2_000, internalErrors: 0 });
  // The fuzzer got real answers, not only refusals at the door.
  expect(Object.keys(report.http.byStatus)).toEqual(expect.arrayContaining(['200', '201', '400', '401', '404']));
  expect(report.socket.connectionErrors).toBeGreaterThan(100);
  expect(report.honestVisitor).toMatchObject({ ok: true, firstChunkMs: expect.any(Number) });
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
});

/**
 * Websocket upgrades that never send socket.io's CONNECT (issue 47 item 2),
 * from raw TCP clients on loopback that also never answer a closing handshake.
 */
import { connect as connectTcp, type Socket } from 'node:net';
import { startTestServer, type TestServer } from '../test-support/test-server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ SOCKET_MAX_OPEN_PER_ADDRESS: '4' });
});
afterAll(async () => {
  await server.stop();
});

/** An engine.io websocket opened and then left silent; resolves with the status line and a promise of its close. */
function silentUpgrade(): Promise<{ status: string; socket: Socket; closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connectTcp({ host: '127.0.0.1', port: server.port });
    const closed = new Promise<number>((done) => socket.once('close', () => done(Date.now() - started)));
    socket.once('connect', () =>
      socket.write(
        `GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`,
      ),
    );
    socket.once('data', (chunk: Buffer) => resolve({ status: chunk.toString('latin1').split('\r\n')[0]!, socket, closed }));
    socket.on('error', () => undefined);
    socket.once('close', () => reject(new Error('closed before an answer')));
  });
}

it('holds at most the per-address cap of connections that never send CONNECT, and closes them soon after the connect timeout', async () => {
  const upgrades = await Promise.all(Array.from({ length: 10 }, () => silentUpgrade().catch(() => null)));
  const opened = upgrades.filter((upgrade) => upgrade?.status === 'HTTP/1.1 101 Switching Protocols');
  expect(opened).toHaveLength(4);
  // socket.io's connect timeout is 10 s; ws alone would then wait 30 s more for a closing handshake that never comes.
  const closedAfter = await Promise.all(opened.map((upgrade) => upgrade!.closed));
  for (const ms of closedAfter) expect(ms).toBeLessThan(14_000);
  for (const upgrade of upgrades) upgrade?.socket.destroy();
  // The address gets its connections back.
  const again = await silentUpgrade();
  expect(again.status).toBe('HTTP/1.1 101 Switching Protocols');
  again.socket.destroy();
}, 40_000);

import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo, Socket as TcpSocket } from 'node:net';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { batchSocketWrites } from './socket-write-batching.js';

/** A bare socket.io server on loopback, with or without the batching. */
async function startServer(batched: boolean): Promise<{ io: Server; http: HttpServer; url: string }> {
  const http = createServer();
  const io = new Server(http, { transports: ['polling', 'websocket'] });
  if (batched) batchSocketWrites(io);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return { io, http, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` };
}

/** Counts the writes that reach a server-side TCP socket (one system call each). */
function countWrites(socket: ServerSocket): () => number {
  const tcp = (socket.conn.transport as unknown as { socket: { _socket: TcpSocket } }).socket._socket;
  let writes = 0;
  const write = tcp._write.bind(tcp);
  const writev = tcp._writev!.bind(tcp);
  tcp._write = (...args) => {
    writes += 1;
    write(...args);
  };
  tcp._writev = (...args) => {
    writes += 1;
    writev(...args);
  };
  return () => writes;
}

function received(client: ClientSocket, count: number): Promise<string[]> {
  const texts: string[] = [];
  return new Promise((resolve) => {
    client.on('note', (text: string) => {
      texts.push(text);
      if (texts.length === count) resolve(texts);
    });
  });
}

describe('socket write batching', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let client: ClientSocket | undefined;

  afterEach(async () => {
    client?.close();
    await server.io.close();
  });

  async function connectWebsocket(transports: Array<'polling' | 'websocket'> = ['websocket']) {
    const connection = new Promise<ServerSocket>((resolve) => server.io.once('connection', resolve));
    client = connect(server.url, { transports, reconnection: false, forceNew: true });
    return connection;
  }

  // Without the batching the same packets take a write each: that is what the batching saves.
  it.each([
    { batched: true, writes: 1 },
    { batched: false, writes: 3 },
  ])('sends the packets of one turn in order, in $writes write(s) when batched is $batched', async ({ batched, writes }) => {
    server = await startServer(batched);
    const socket = await connectWebsocket();
    const written = countWrites(socket);
    const notes = received(client!, 3);
    for (const text of ['echo', 'first chunk', 'analysis']) socket.emit('note', text);
    expect(await notes).toEqual(['echo', 'first chunk', 'analysis']);
    expect(written()).toBe(writes);
  });

  it('writes later turns as they come, each in one write', async () => {
    server = await startServer(true);
    const socket = await connectWebsocket();
    const writes = countWrites(socket);
    const notes = received(client!, 4);
    socket.emit('note', 'one');
    socket.emit('note', 'two');
    await new Promise((resolve) => setImmediate(resolve));
    socket.emit('note', 'three');
    socket.emit('note', 'four');
    expect(await notes).toEqual(['one', 'two', 'three', 'four']);
    expect(writes()).toBe(2);
  });

  it('sends what was emitted before a disconnect in the same turn', async () => {
    server = await startServer(true);
    const socket = await connectWebsocket();
    const notes = received(client!, 2);
    const disconnected = new Promise<string>((resolve) => client!.once('disconnect', resolve));
    socket.emit('note', 'stopped');
    socket.emit('note', 'analysis');
    socket.disconnect(true);
    expect(await notes).toEqual(['stopped', 'analysis']);
    expect(await disconnected).toBe('io server disconnect');
  });

  it('batches a connection that upgraded from long-polling', async () => {
    server = await startServer(true);
    const socket = await connectWebsocket(['polling', 'websocket']);
    await new Promise<void>((resolve) => socket.conn.once('upgrade', () => resolve()));
    const writes = countWrites(socket);
    const notes = received(client!, 2);
    socket.emit('note', 'echo');
    socket.emit('note', 'first chunk');
    expect(await notes).toEqual(['echo', 'first chunk']);
    expect(writes()).toBe(1);
  });
});

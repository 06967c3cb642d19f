/**
 * The scale-out adapter through a real Redis: two socket.io servers on
 * loopback, real clients, and a listener that counts the Redis messages.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from 'redis';
import { Server as SocketServer } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { REDIS_AVAILABLE, TEST_REDIS_URL } from '../test-support/redis.js';
import { batchChannel, createScaleOutAdapter, MAX_BATCH_BROADCASTS } from './scale-out-adapter.js';

/** What the test does with a node's Redis connections. */
interface RedisConnection {
  publish(channel: string, message: string): Promise<unknown>;
  quit(): Promise<unknown>;
}

interface Node {
  io: SocketServer;
  http: HttpServer;
  url: string;
  clients: RedisConnection[];
}

const run = REDIS_AVAILABLE ? it : it.skip;

async function startNode(key: string, errors: unknown[]): Promise<Node> {
  const pub = createClient({ url: TEST_REDIS_URL });
  const sub = pub.duplicate();
  await Promise.all([pub.connect(), sub.connect()]);
  const http = createServer();
  const io = new SocketServer(http, { adapter: createScaleOutAdapter(pub, sub, { key, onError: (error) => errors.push(error) }) });
  // Each client says which room it is in (a visitor's room in the product).
  io.on('connection', (socket) => void socket.join(String(socket.handshake.query.room)));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return { io, http, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`, clients: [pub, sub] };
}

async function stopNode(node: Node): Promise<void> {
  await new Promise<void>((resolve) => node.io.close(() => resolve()));
  await Promise.allSettled(node.clients.map((client) => client.quit()));
}

async function joinRoom(node: Node, room: string): Promise<ClientSocket & { received: number[] }> {
  const socket = connect(node.url, { transports: ['websocket'], query: { room }, forceNew: true }) as ClientSocket & { received: number[] };
  socket.received = [];
  socket.on('n', (value: number) => socket.received.push(value));
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('connect_error', reject));
  // The join happens in the server's connection handler; wait until that node holds it (a local look, no Redis request).
  await until(() => node.io.sockets.adapter.rooms.get(room)?.has(socket.id!) === true);
  return socket;
}

function until(condition: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => (condition() ? resolve() : setImmediate(check));
    check();
  });
}

describe('the scale-out adapter (broadcasts between nodes through Redis)', () => {
  let key: string;
  let nodes: Node[] = [];
  let watcher: ReturnType<typeof createClient> | undefined;
  let published: number;
  let sentinelSeen: (() => void) | undefined;
  const errors: unknown[] = [];

  /**
   * The batches `node` published until now: a sentinel sent after them on the
   * same connection reaches the watcher after them (Redis keeps a connection's order).
   */
  async function publishedBy(node: Node): Promise<number> {
    const seen = new Promise<void>((resolve) => (sentinelSeen = resolve));
    await node.clients[0]!.publish(`${key}-sentinel`, 'done');
    await seen;
    return published;
  }

  beforeEach(async () => {
    if (!REDIS_AVAILABLE) return;
    key = `test-adapter-${randomBytes(4).toString('hex')}`;
    nodes = [await startNode(key, errors), await startNode(key, errors)];
    published = 0;
    watcher = createClient({ url: TEST_REDIS_URL });
    await watcher.connect();
    await watcher.subscribe(batchChannel(key, '/'), () => (published += 1));
    await watcher.subscribe(`${key}-sentinel`, () => sentinelSeen?.());
  });
  afterEach(async () => {
    await Promise.all(nodes.map(stopNode));
    await watcher?.quit();
    nodes = [];
    expect(errors).toEqual([]);
  });

  run('delivers the broadcasts of one moment to both nodes, in order, as one Redis message', async () => {
    const [a, b] = nodes as [Node, Node];
    const here = await joinRoom(a, 'visitor-1');
    const there = await joinRoom(b, 'visitor-1');
    const elsewhere = await joinRoom(b, 'visitor-2');

    for (let n = 0; n < 100; n += 1) a.io.to('visitor-1').emit('n', n);
    const expected = Array.from({ length: 100 }, (_, n) => n);
    await until(() => here.received.length === 100 && there.received.length === 100);
    expect(await publishedBy(a)).toBe(1);
    // Node a gets its own batch back from Redis before b's next one: by then a duplicate would have arrived.
    b.io.to('visitor-1').emit('n', 100);
    await until(() => here.received.length > 100);
    expect(here.received).toEqual([...expected, 100]);
    expect(there.received).toEqual([...expected, 100]);
    expect(elsewhere.received).toEqual([]);
    for (const socket of [here, there, elsewhere]) socket.close();
  });

  run('splits a long burst into messages of at most MAX_BATCH_BROADCASTS, still in order', async () => {
    const [a, b] = nodes as [Node, Node];
    const there = await joinRoom(b, 'visitor-1');
    const count = MAX_BATCH_BROADCASTS * 2 + 1;

    for (let n = 0; n < count; n += 1) a.io.to('visitor-1').emit('n', n);
    await until(() => there.received.length === count);
    expect(there.received).toEqual(Array.from({ length: count }, (_, n) => n));
    expect(await publishedBy(a)).toBe(3);
    there.close();
  });

  run('keeps a local broadcast on its node, and later moments in later messages', async () => {
    const [a, b] = nodes as [Node, Node];
    const here = await joinRoom(a, 'visitor-1');
    const there = await joinRoom(b, 'visitor-1');

    a.io.local.to('visitor-1').emit('n', 1);
    await until(() => here.received.length === 1);
    a.io.to('visitor-1').emit('n', 2);
    await until(() => there.received.length === 1);
    a.io.to('visitor-1').emit('n', 3);
    await until(() => there.received.length === 2);
    expect(here.received).toEqual([1, 2, 3]);
    expect(there.received).toEqual([2, 3]);
    expect(await publishedBy(a)).toBe(2);
    here.close();
    there.close();
  });
});

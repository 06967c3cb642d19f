/**
 * One write per socket per turn of the event loop. engine.io's websocket
 * transport writes each packet to the TCP socket on its own, and holds the
 * next one back until that write is done: a visitor's message is answered
 * with its echo and the reply's first chunk in the same turn, which cost two
 * system calls, two TCP segments and two wake-ups of the visitor's side. On
 * this machine's loopback a write was 30 to 60 µs, a quarter of the event
 * loop's time when 1000 messages arrive at once (CPU profile, 2026-11-25).
 *
 * Here the packets engine.io hands a websocket transport within one turn are
 * written once the turn's microtasks have run, with the TCP socket corked, so
 * they leave in one write. The frames, their order and engine.io's own
 * bookkeeping (one `drain` per `send`, back-pressure once written) are as
 * before. Long-polling transports are left alone (they batch by design).
 */
import type { Socket as TcpSocket } from 'node:net';
import type { Server } from 'socket.io';

/** The parts of engine.io's websocket transport (engine.io 6) this relies on. */
interface WebsocketTransport {
  name: string;
  send(packets: unknown[]): void;
  doClose(callback?: () => void): void;
  socket?: { _socket?: TcpSocket };
}

const BATCHED = Symbol('writes batched');

function batchWrites(transport: WebsocketTransport & { [BATCHED]?: true }): void {
  const tcp = transport.socket?._socket;
  if (transport.name !== 'websocket' || transport[BATCHED] || typeof tcp?.cork !== 'function') return;
  transport[BATCHED] = true;
  const send = transport.send.bind(transport);
  const doClose = transport.doClose.bind(transport);
  let waiting: unknown[][] = [];

  const flush = () => {
    if (waiting.length === 0) return;
    const sends = waiting;
    waiting = [];
    tcp.cork();
    for (const packets of sends) send(packets);
    tcp.uncork();
  };

  // engine.io sees the transport writable until the turn ends, so every packet of the turn reaches this send.
  transport.send = (packets) => {
    if (waiting.length === 0) process.nextTick(flush);
    waiting.push(packets);
  };
  // A connection closed in the same turn (shutdown, "delete my data") still sends what it was given first.
  transport.doClose = (callback) => {
    flush();
    doClose(callback);
  };
}

/** Batches the writes of every websocket connection of `io`, including connections that upgrade from long-polling. */
export function batchSocketWrites(io: Server): void {
  io.engine.on(
    'connection',
    (connection: { transport: WebsocketTransport; on(event: 'upgrade', listener: (transport: WebsocketTransport) => void): void }) => {
      batchWrites(connection.transport);
      connection.on('upgrade', batchWrites);
    },
  );
}

/**
 * The socket.io Redis adapter (rooms shared by every node of the site), with
 * a node's broadcasts of one moment published together. The library
 * publishes each broadcast on its own, and every node, the sender too, gets
 * each one back from Redis: a command, a reply and a message to parse per
 * stream frame. At 1000 visitors streaming on one node that work alone kept
 * PostgreSQL + Redis slower than PGlite (README, "Figures (bench)").
 *
 * Here a broadcast reaches this node's sockets at once, as before, and the
 * broadcasts of one turn of the event loop leave for the other nodes as one
 * Redis message (at most `MAX_BATCH_BROADCASTS`), in the order they were
 * made, on a channel of their own, as JSON (the library's MessagePack encoder
 * cost the event loop more than the rest of the batch's way; every envelope
 * of the chat protocol is JSON, and a binary payload would not survive).
 * Everything else (acknowledged broadcasts, `fetchSockets`, `socketsJoin`,
 * server-side emits) is the library's.
 *
 * A node of a release before this one does not listen on that channel: while
 * a rolling deploy mixes the two, a visitor's tab on an old node misses the
 * live frames of replies handled by a new node (stored replies are complete).
 */
import { RedisAdapter } from '@socket.io/redis-adapter';
import { Adapter, type BroadcastOptions, type Room } from 'socket.io-adapter';
import type { Namespace } from 'socket.io';

/** Broadcasts per Redis message, at most: bounds one message's size and the time a receiving node spends on it. */
export const MAX_BATCH_BROADCASTS = 256;

/** The channel of a namespace's batches; outside the library's own `<key>#<nsp>#*` pattern. */
export function batchChannel(key: string, namespace: string): string {
  return `${key}-batch#${namespace}#`;
}

/** A broadcast as it travels: the packet and where it goes. */
type BatchedBroadcast = [packet: unknown, rooms: Room[], except: Room[], flags: BroadcastOptions['flags']];
/** What one Redis message carries: the sending adapter's id and its broadcasts. */
type Batch = [uid: string, broadcasts: BatchedBroadcast[]];

/** The subset of a node-redis client the batches use (the library takes `any`). */
interface BatchRedisClient {
  publish(channel: string, message: string): Promise<unknown>;
  subscribe(channel: string, listener: (message: string) => void): Promise<void>;
  unsubscribe(channel: string, listener: (message: string) => void): Promise<void>;
}

export interface ScaleOutAdapterOptions {
  /** The prefix of the site's Redis channels (REDIS_CHANNEL_PREFIX). */
  key: string;
  /** A batch could not be published, or one received could not be read. */
  onError?: (error: unknown) => void;
}

class BatchingRedisAdapter extends RedisAdapter {
  private readonly batchChannel: string;
  private readonly onBatch = (message: string) => this.receive(message);
  /** How this node's own batches begin: they come back from Redis too, and are dropped unread. */
  private readonly ownBatchStart = `[${JSON.stringify(this.uid)},`;
  private waiting: BatchedBroadcast[] = [];
  private flushScheduled = false;

  constructor(
    nsp: Namespace,
    pub: BatchRedisClient,
    sub: BatchRedisClient,
    private readonly options: ScaleOutAdapterOptions,
  ) {
    super(nsp, pub, sub, { key: options.key });
    this.batchChannel = batchChannel(options.key, nsp.name);
    sub.subscribe(this.batchChannel, this.onBatch).catch((error: unknown) => this.options.onError?.(error));
  }

  override broadcast(packet: { nsp?: string }, opts: BroadcastOptions): void {
    packet.nsp = this.nsp.name;
    if (!opts.flags?.local) this.enqueue([packet, [...opts.rooms], [...(opts.except ?? [])], opts.flags]);
    this.broadcastHere(packet, opts);
  }

  /** To this node's sockets only (the in-memory adapter's broadcast). */
  private broadcastHere(packet: unknown, opts: BroadcastOptions): void {
    Adapter.prototype.broadcast.call(this, packet, opts);
  }

  private enqueue(broadcast: BatchedBroadcast): void {
    this.waiting.push(broadcast);
    if (this.waiting.length >= MAX_BATCH_BROADCASTS) return this.flush();
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => this.flush());
  }

  private flush(): void {
    this.flushScheduled = false;
    if (this.waiting.length === 0) return;
    const batch: Batch = [this.uid as string, this.waiting];
    this.waiting = [];
    (this.pubClient as BatchRedisClient)
      .publish(this.batchChannel, JSON.stringify(batch))
      .catch((error: unknown) => this.options.onError?.(error));
  }

  private receive(message: string): void {
    if (message.startsWith(this.ownBatchStart)) return;
    let batch: Batch;
    try {
      batch = JSON.parse(message) as Batch;
    } catch (error) {
      return this.options.onError?.(error);
    }
    const [, broadcasts] = batch;
    if (!Array.isArray(broadcasts)) return;
    for (const [packet, rooms, except, flags] of broadcasts) {
      // A visitor's room that has no socket here: nothing to do (most of a batch, with several nodes).
      if (rooms.length === 1 && !this.rooms.has(rooms[0]!)) continue;
      this.broadcastHere(packet, { rooms: new Set(rooms), except: new Set(except), ...(flags && { flags }) });
    }
  }

  override close(): ReturnType<RedisAdapter['close']> {
    this.flush();
    (this.subClient as BatchRedisClient).unsubscribe(this.batchChannel, this.onBatch).catch(() => undefined);
    return super.close();
  }
}

/** `io.adapter(createScaleOutAdapter(pub, sub, { key }))`; `pub` and `sub` are node-redis clients (`sub` in subscriber mode). */
export function createScaleOutAdapter(pub: BatchRedisClient, sub: BatchRedisClient, options: ScaleOutAdapterOptions) {
  // socket.io calls it with `new`, so a function, not an arrow; what it returns is the adapter.
  return function scaleOutAdapter(nsp: Namespace) {
    return new BatchingRedisAdapter(nsp, pub, sub, options);
  };
}

/**
 * Group commit for the statements every chat turn runs: the writes asked for
 * in the same turn of the event loop (or while the earlier statements still
 * run) go to the database as one statement. A burst of 1000 visitors becomes
 * a few statements instead of 1000 round trips, commits and socket writes on
 * the event loop that also streams the replies; a lone write goes out on the
 * next turn.
 */

/** Items per statement: bounds a statement's parameter size and how long one takes. */
export const WRITE_BATCH_MAX_ITEMS = 250;
/** Statements of one kind in flight at once (the pool has more connections; PGlite runs them in turn). */
export const WRITE_BATCH_MAX_IN_FLIGHT = 4;

export interface WriteBatchOptions<Item, Result> {
  /** Writes the items in one statement; one result per item, in the items' order. */
  write(items: Item[]): Promise<Result[]>;
  maxItems?: number;
  maxInFlight?: number;
}

interface Pending<Item, Result> {
  item: Item;
  resolve(result: Result): void;
  reject(error: unknown): void;
}

export class WriteBatch<Item, Result> {
  private queue: Array<Pending<Item, Result>> = [];
  private inFlight = 0;
  private scheduled = false;
  private readonly maxItems: number;
  private readonly maxInFlight: number;

  constructor(private readonly options: WriteBatchOptions<Item, Result>) {
    this.maxItems = options.maxItems ?? WRITE_BATCH_MAX_ITEMS;
    this.maxInFlight = options.maxInFlight ?? WRITE_BATCH_MAX_IN_FLIGHT;
  }

  /** Resolves with the item's result once its statement committed. */
  add(item: Item): Promise<Result> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.maxInFlight || this.queue.length === 0) return;
    this.scheduled = true;
    // After this turn's I/O: the writes asked for by the messages read in it join the same statement.
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    while (this.queue.length > 0 && this.inFlight < this.maxInFlight) {
      const batch = this.queue.splice(0, this.maxItems);
      this.inFlight += 1;
      void this.run(batch).finally(() => {
        this.inFlight -= 1;
        this.schedule();
      });
    }
  }

  private async run(batch: Array<Pending<Item, Result>>): Promise<void> {
    try {
      const results = await this.options.write(batch.map((pending) => pending.item));
      batch.forEach((pending, index) => pending.resolve(results[index]!));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      // One item's failure (its chat deleted meanwhile, say) stays its own: each is written alone.
      await Promise.all(batch.map((pending) => this.run([pending])));
    }
  }
}

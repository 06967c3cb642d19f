/**
 * Work that can wait for the visitors' messages: a message's reply starts
 * from memory and the message is stored afterwards. When many messages
 * arrive at once (1000 visitors on one node), storing the first ones while
 * the rest still wait for their first chunk puts database round trips (and
 * the database's CPU) in front of them. So the storing waits for a turn of
 * the event loop in which no message arrived, or `maxWaitMs` at most, which
 * bounds how late an acknowledgement can be.
 */
export const QUIET_TURN_MAX_WAIT_MS = 100;

export class QuietTurn {
  private arrivals = 0;
  private waiters: Array<() => void> = [];
  private waitingSince = 0;
  private scheduled = false;

  constructor(
    private readonly maxWaitMs = QUIET_TURN_MAX_WAIT_MS,
    private readonly clock: () => number = performance.now.bind(performance),
  ) {}

  /** A visitor message arrived in this turn. */
  noteArrival(): void {
    this.arrivals += 1;
  }

  /** Resolves after a turn in which no message arrived (or after `maxWaitMs`). */
  wait(): Promise<void> {
    return new Promise((resolve) => {
      if (this.waiters.length === 0) this.waitingSince = this.clock();
      this.waiters.push(resolve);
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    // setImmediate runs after the turn's I/O: the messages of that turn have been read by then.
    setImmediate(() => this.check());
  }

  private check(): void {
    this.scheduled = false;
    const busy = this.arrivals > 0;
    this.arrivals = 0;
    if (busy && this.clock() - this.waitingSince < this.maxWaitMs) return this.schedule();
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }
}

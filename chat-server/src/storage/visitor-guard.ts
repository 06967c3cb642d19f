/**
 * Erasure wins over a chat turn still being written (issue 47): every write of a
 * visitor's conversation or lead runs in one statement that first takes a share
 * lock on the visitor's session rows. "Delete my data" deletes those rows first,
 * so it waits for a write already holding the lock (and then deletes what it
 * wrote), and a write after it finds no session and writes nothing.
 */

/** The CTE a visitor's write starts with; `$param` is the statement's user id parameter. */
export function visitorLock(param: string): string {
  return `visitor as (select 1 from sessions where user_id = ${param} for share)`;
}

/** A write found its visitor erased (or expired and removed): nothing was written. */
export class VisitorErasedError extends Error {
  constructor() {
    super('The visitor no longer exists.');
    this.name = 'VisitorErasedError';
  }
}

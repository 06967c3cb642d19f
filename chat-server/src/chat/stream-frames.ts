/**
 * Coalesces a model's chunks into socket frames. The widget paints a
 * streaming reply at most every 100 ms (docs/product-rules.md §4), so sending one frame per
 * chunk (about 50 per reply, each a Redis publish when scaled out) buys the
 * visitor nothing. The first chunk goes out at once (time to first chunk);
 * later ones are joined and sent every `intervalMs`, or sooner when
 * `maxChars` are waiting. Frames carry deltas, so joining never changes the text.
 */

/** docs/product-rules.md §4: the widget's paint interval for a streaming reply. */
export const STREAM_FRAME_INTERVAL_MS = 100;
/** A delta this long goes out without waiting for the interval. */
export const STREAM_FRAME_MAX_CHARS = 400;

export interface FrameCoalescerOptions {
  intervalMs: number;
  maxChars?: number;
  send: (delta: string) => void;
  clock?: () => number;
}

export interface FrameCoalescer {
  push(text: string): void;
  /** Sends whatever is waiting (before the end frame). */
  flush(): void;
  /** Drops what is waiting and its timer (the reply was abandoned). */
  cancel(): void;
}

export function createFrameCoalescer({
  intervalMs,
  maxChars = STREAM_FRAME_MAX_CHARS,
  send,
  clock = Date.now,
}: FrameCoalescerOptions): FrameCoalescer {
  let waiting = '';
  let lastSentAt: number | undefined;
  let timer: NodeJS.Timeout | undefined;

  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    waiting = '';
  };
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (waiting === '') return;
    const delta = waiting;
    waiting = '';
    lastSentAt = clock();
    send(delta);
  };

  return {
    push(text) {
      if (text === '') return;
      waiting += text;
      const dueIn = lastSentAt === undefined ? 0 : lastSentAt + intervalMs - clock();
      if (dueIn <= 0 || waiting.length >= maxChars) return flush();
      timer ??= setTimeout(flush, dueIn);
    },
    flush,
    cancel,
  };
}

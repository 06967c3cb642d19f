import { createFrameCoalescer } from './stream-frames.js';

describe('stream frames', () => {
  let now = 0;
  beforeEach(() => {
    jest.useFakeTimers();
    now = 0;
  });
  afterEach(() => jest.useRealTimers());

  function coalescer(intervalMs: number, maxChars?: number) {
    const sent: string[] = [];
    const frames = createFrameCoalescer({ intervalMs, maxChars, send: (delta) => sent.push(delta), clock: () => now });
    const advance = (ms: number) => {
      now += ms;
      jest.advanceTimersByTime(ms);
    };
    return { sent, frames, advance };
  }

  it('sends the first chunk at once and joins the next ones into one frame per interval', () => {
    const { sent, frames, advance } = coalescer(100);
    frames.push('Our ');
    expect(sent).toEqual(['Our ']);
    for (const chunk of ['Professional ', 'AI ', 'CRM ']) {
      advance(25);
      frames.push(chunk);
    }
    expect(sent).toEqual(['Our ']);
    advance(25);
    expect(sent).toEqual(['Our ', 'Professional AI CRM ']);
    advance(10);
    frames.push('is popular.');
    frames.flush();
    expect(sent).toEqual(['Our ', 'Professional AI CRM ', 'is popular.']);
    expect(sent.join('')).toBe('Our Professional AI CRM is popular.');
  });

  it('sends a chunk that comes after a quiet interval at once', () => {
    const { sent, frames, advance } = coalescer(100);
    frames.push('a ');
    advance(150);
    frames.push('b ');
    expect(sent).toEqual(['a ', 'b ']);
  });

  it('sends early when enough text is waiting', () => {
    const { sent, frames } = coalescer(100, 10);
    frames.push('first ');
    frames.push('12345');
    expect(sent).toEqual(['first ']);
    frames.push('67890');
    expect(sent).toEqual(['first ', '1234567890']);
  });

  it('sends every chunk with an interval of 0, and nothing after cancel', () => {
    const zero = coalescer(0);
    for (const chunk of ['a', 'b', 'c']) zero.frames.push(chunk);
    expect(zero.sent).toEqual(['a', 'b', 'c']);
    const cancelled = coalescer(100);
    cancelled.frames.push('a');
    cancelled.frames.push('b');
    cancelled.frames.cancel();
    cancelled.advance(200);
    cancelled.frames.flush();
    expect(cancelled.sent).toEqual(['a']);
  });
});

import { afterNextPaint, PAINT_WAIT_LIMIT_MS } from './after-next-paint';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('runs the task once, after the next frame, not in the same task', () => {
  const task = jest.fn();
  afterNextPaint(task);
  expect(task).not.toHaveBeenCalled();
  jest.advanceTimersToNextFrame();
  expect(task).not.toHaveBeenCalled();
  // The frame's paint comes between; the task is the next task after it.
  jest.advanceTimersByTime(1);
  expect(task).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(PAINT_WAIT_LIMIT_MS);
  expect(task).toHaveBeenCalledTimes(1);
});

test('runs the task once after the wait limit when no frame comes', () => {
  const task = jest.fn();
  const { requestAnimationFrame } = window;
  // A hidden tab: frames are requested but never drawn.
  window.requestAnimationFrame = () => 0;
  try {
    afterNextPaint(task);
    jest.advanceTimersByTime(PAINT_WAIT_LIMIT_MS - 1);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  } finally {
    window.requestAnimationFrame = requestAnimationFrame;
  }
});

import { GESTURE_SCROLL_MS, MIN_JUMP_PX, markerReached, watchVisitorScroll } from './visitor-scroll';

function scrollPage(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

/** One frame of the browser's rendering: the scroll events above ran in it, now its animation callbacks. */
const nextFrame = () => jest.advanceTimersByTime(16);

describe('watchVisitorScroll', () => {
  let visitorScrolls: jest.Mock;
  let watch: ReturnType<typeof watchVisitorScroll>;

  beforeEach(() => {
    jest.useFakeTimers();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    window.history.replaceState(null, '', '/');
    visitorScrolls = jest.fn();
    watch = watchVisitorScroll(visitorScrolls);
  });

  afterEach(() => {
    watch.stop();
    jest.useRealTimers();
  });

  it("reports the visitor's scrolling", () => {
    scrollPage(400);
    scrollPage(800);
    expect(visitorScrolls).toHaveBeenCalledTimes(2);
  });

  it('ignores the scroll that focus causes when it moves, but not the scrolling after it', () => {
    const link = document.createElement('a');
    link.href = '#footer';
    document.body.append(link);
    link.focus();
    scrollPage(1200);
    expect(visitorScrolls).not.toHaveBeenCalled();

    nextFrame();
    scrollPage(1300);
    expect(visitorScrolls).toHaveBeenCalledTimes(1);
    link.remove();
  });

  it('ignores the few pixels the browser scrolls by itself when something above changes size', () => {
    scrollPage(4268);
    visitorScrolls.mockClear();
    scrollPage(4269);
    scrollPage(4269 - MIN_JUMP_PX + 1);
    expect(visitorScrolls).not.toHaveBeenCalled();
  });

  it('ignores the jump scroll anchoring makes when late content changes the page height, not a jump of another size', () => {
    scrollPage(3000);
    visitorScrolls.mockClear();
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 651, configurable: true });
    scrollPage(3651);
    expect(visitorScrolls).not.toHaveBeenCalled();

    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 1651, configurable: true });
    scrollPage(5000);
    expect(visitorScrolls).toHaveBeenCalledTimes(1);
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 0, configurable: true });
  });

  it.each([
    ['a wheel', () => window.dispatchEvent(new Event('wheel'))],
    ['a swipe', () => window.dispatchEvent(new Event('touchmove'))],
    ['the arrow key', () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown' }))],
  ])('counts even small steps of the scrolling %s starts, while it lasts', (_gesture, gesture) => {
    scrollPage(1000);
    visitorScrolls.mockClear();
    gesture();
    scrollPage(1003);
    scrollPage(1006);
    expect(visitorScrolls).toHaveBeenCalledTimes(2);

    jest.advanceTimersByTime(GESTURE_SCROLL_MS + 1);
    scrollPage(1009);
    expect(visitorScrolls).toHaveBeenCalledTimes(2);
  });

  it('does not take Tab for a scroll key', () => {
    scrollPage(1000);
    visitorScrolls.mockClear();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    scrollPage(1003);
    expect(visitorScrolls).not.toHaveBeenCalled();
  });

  it('ignores a page being put back at the top', () => {
    scrollPage(400);
    visitorScrolls.mockClear();
    scrollPage(0);
    expect(visitorScrolls).not.toHaveBeenCalled();
  });

  it("ignores the last page's position after a navigation, until the new page is at the top", () => {
    scrollPage(3000);
    visitorScrolls.mockClear();

    // The new, shorter page renders under the old position: the browser clamps it before the router tells anyone.
    window.history.pushState(null, '', '/about');
    scrollPage(900);
    watch.navigated();
    scrollPage(0);
    expect(visitorScrolls).not.toHaveBeenCalled();

    scrollPage(150);
    expect(visitorScrolls).toHaveBeenCalledTimes(1);
  });

  it('counts the first scrolling on a new page that was already at the top when the route changed', () => {
    window.history.pushState(null, '', '/portfolio');
    watch.navigated();
    scrollPage(200);
    expect(visitorScrolls).toHaveBeenCalledTimes(1);
  });

  it('stops listening when stopped', () => {
    watch.stop();
    scrollPage(500);
    expect(visitorScrolls).not.toHaveBeenCalled();
  });
});

describe('markerReached (docs/product-rules.md §4 threshold above 3)', () => {
  it('needs the marker more than 3 px above the window bottom edge, or passed', () => {
    expect(markerReached(800 - 3, 800, 3)).toBe(false);
    expect(markerReached(800 - 4, 800, 3)).toBe(true);
    expect(markerReached(-2000, 800, 3)).toBe(true);
    expect(markerReached(1200, 800, 3)).toBe(false);
  });
});

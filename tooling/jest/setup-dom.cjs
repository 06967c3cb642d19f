require('@testing-library/jest-dom');

// A test file may ask for the node environment (`@jest-environment node`).
if (typeof window !== 'undefined') installBrowserStandIns();

/* global afterEach -- jest provides it to setup files */
function installBrowserStandIns() {
  // jsdom has no matchMedia, IntersectionObserver or ResizeObserver; components
  // read them at mount. These answer "no preference" and "nothing observed";
  // a test that needs another answer installs one from @agency/tooling/test-kit
  // (preferReducedMotion, installIntersectionObserver), and the stand-ins come
  // back after every test, so no test has to put them back itself.
  const inertMatchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });

  class InertObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }

  const standIns = {
    matchMedia: typeof window.matchMedia === 'function' ? window.matchMedia : inertMatchMedia,
    IntersectionObserver: typeof window.IntersectionObserver === 'function' ? window.IntersectionObserver : InertObserver,
    ResizeObserver: typeof window.ResizeObserver === 'function' ? window.ResizeObserver : InertObserver,
  };
  const putBack = () => Object.assign(window, standIns);
  putBack();
  afterEach(putBack);

  if (typeof window.scrollTo !== 'function' || !window.scrollTo.mock) window.scrollTo = () => {};
  if (typeof Element.prototype.scrollIntoView !== 'function') Element.prototype.scrollIntoView = () => {};
}

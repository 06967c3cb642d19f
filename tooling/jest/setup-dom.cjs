require('@testing-library/jest-dom');

// A test file may ask for the node environment (`@jest-environment node`).
if (typeof window !== 'undefined') installBrowserStandIns();

function installBrowserStandIns() {

// jsdom has no matchMedia, IntersectionObserver or ResizeObserver; components
// read them at mount. These answer "no preference" and "nothing observed";
// tests that need another answer replace them (see each package's tests).
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
}

class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
if (typeof window.IntersectionObserver !== 'function') window.IntersectionObserver = InertObserver;
if (typeof window.ResizeObserver !== 'function') window.ResizeObserver = InertObserver;
if (typeof window.scrollTo !== 'function' || !window.scrollTo.mock) window.scrollTo = () => {};
if (typeof Element.prototype.scrollIntoView !== 'function') Element.prototype.scrollIntoView = () => {};
}

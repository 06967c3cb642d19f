import { handOverFirstPaintHead } from './first-paint-head';

function serverHead(): void {
  document.head.innerHTML =
    '<title data-first-paint>Agency — Private AI</title><meta data-first-paint name="description" content="Generic description">';
}

function liveElement(tag: 'title' | 'meta', content: string): HTMLElement {
  const element = document.createElement(tag);
  if (tag === 'title') element.textContent = content;
  else {
    element.setAttribute('name', 'description');
    element.setAttribute('content', content);
  }
  return element;
}

/** MutationObserver callbacks run as a microtask after the change. */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the first screen hands its head over to the live page', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('keeps the generic title until the page adds its own, so the tab title is never empty', async () => {
    serverHead();
    const stop = handOverFirstPaintHead();
    await observed();
    expect(document.title).toBe('Agency — Private AI');

    document.head.append(liveElement('title', 'Portfolio | Agency'));
    await observed();
    expect(document.title).toBe('Portfolio | Agency');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    stop();
  });

  it('replaces the description only when the page brings one', async () => {
    serverHead();
    const stop = handOverFirstPaintHead();
    document.head.append(liveElement('title', 'Page not found'));
    await observed();
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Generic description');

    document.head.append(liveElement('meta', 'About us'));
    await observed();
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'About us');
    stop();
  });
});

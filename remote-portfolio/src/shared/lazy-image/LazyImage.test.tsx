import { act, fireEvent, screen } from '@testing-library/react';
import { installIntersectionObserver, renderInSite } from '@agency/tooling/test-kit';
import { IMAGE_REVEAL_FALLBACK_MS, LAZY_LOAD_MARGIN_PX } from './constants';
import { LazyImage } from './LazyImage';

const SOURCE = { src: 'https://cdn.example/portfolio/a/1-screen.webp', width: 1440, height: 900 };

describe('LazyImage', () => {
  let viewport: ReturnType<typeof installIntersectionObserver>;

  beforeEach(() => {
    jest.useFakeTimers();
    viewport = installIntersectionObserver();
  });

  afterEach(() => {
    jest.useRealTimers();
    viewport.restore();
  });

  const image = () => screen.getByRole('img', { name: 'Dashboard on desktop' });

  it(`does not load until it comes within ${LAZY_LOAD_MARGIN_PX} px of the viewport`, () => {
    renderInSite(<LazyImage {...SOURCE} alt="Dashboard on desktop" />);
    expect(viewport.options()).toContainEqual(expect.objectContaining({ rootMargin: `${LAZY_LOAD_MARGIN_PX}px` }));
    expect(image()).not.toHaveAttribute('src');

    act(() => viewport.enterViewport());
    expect(image()).toHaveAttribute('src', SOURCE.src);
  });

  it('offers its narrower copies only once near the viewport', () => {
    const srcSet = 'https://cdn.example/portfolio/a/1-screen-480w.webp 480w, https://cdn.example/portfolio/a/1-screen.webp 1440w';
    renderInSite(<LazyImage {...SOURCE} srcSet={srcSet} sizes="80vw" alt="Dashboard on desktop" />);
    expect(image()).not.toHaveAttribute('srcset');

    act(() => viewport.enterViewport());
    expect(image()).toHaveAttribute('srcset', srcSet);
    expect(image()).toHaveAttribute('sizes', '80vw');
  });

  it('reserves its final size before loading, so nothing moves when it arrives', () => {
    renderInSite(<LazyImage {...SOURCE} alt="Dashboard on desktop" />);
    expect(image()).toHaveAttribute('width', '1440');
    expect(image()).toHaveAttribute('height', '900');
    expect(image().closest('[data-revealed]')).toHaveStyle({ '--ratio': '1440 / 900' });
  });

  it('shows a placeholder until the image has loaded', () => {
    renderInSite(<LazyImage {...SOURCE} alt="Dashboard on desktop" delayMs={200} />);
    act(() => viewport.enterViewport());
    expect(image()).not.toBeVisible();

    fireEvent.load(image());
    expect(image()).toBeVisible();
    expect(image()).toHaveStyle({ transition: 'opacity 400ms ease-out 200ms' });
  });

  it(`is revealed ${IMAGE_REVEAL_FALLBACK_MS} ms after loading started, even if it never finishes`, () => {
    renderInSite(<LazyImage {...SOURCE} alt="Dashboard on desktop" />);
    act(() => viewport.enterViewport());

    act(() => jest.advanceTimersByTime(IMAGE_REVEAL_FALLBACK_MS - 1));
    expect(image()).not.toBeVisible();

    act(() => jest.advanceTimersByTime(1));
    expect(image()).toBeVisible();
  });

  it('keeps waiting for the viewport while it is far below the fold', () => {
    renderInSite(<LazyImage {...SOURCE} alt="Dashboard on desktop" />);
    act(() => jest.advanceTimersByTime(IMAGE_REVEAL_FALLBACK_MS * 2));
    expect(image()).not.toHaveAttribute('src');
  });
});

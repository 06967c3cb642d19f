import { act, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { installIntersectionObserver, preferReducedMotion, renderInSite, type ControlledViewport } from '@agency/tooling/test-kit';
import { makeProps } from '../test-support/render';
import { FADE_IN_DELAY_MS, FADE_IN_DURATION_MS, SCROLL_TO_CENTER_DELAY_MS, SECTION_TEXT } from './content';
import { loadStartProjectForm } from '../lead-form';
import { StartProjectSection } from './StartProjectSection';

/** Renders the section below two pages linked to each other, and lets its lazily loaded form arrive. */
async function renderSection() {
  const props = makeProps();
  const view = renderInSite(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route index element={<Link to="/about">About</Link>} />
        <Route path="about" element={<p>About page</p>} />
      </Routes>
      <StartProjectSection brand={props.brand} track={props.track} apiBaseUrl={props.apiBaseUrl} setLoading={props.setLoading} />
    </MemoryRouter>,
    { fakeTimers: true },
  );
  await act(async () => {
    await loadStartProjectForm();
  });
  const sectionElement = view.container.querySelector('section');
  const marker = sectionElement?.previousElementSibling;
  if (!sectionElement || !marker) throw new Error('the section has no marker');
  return { ...view, marker, sectionElement };
}

/** The section as the visitor sees it: named by its heading, and only once it is opaque. */
const revealedSection = () => {
  const region = screen.getByRole('region', { name: SECTION_TEXT.title });
  return region.style.opacity === '1' ? region : null;
};

/** Where the section is on screen (jsdom does no layout): mostly in view, a little off centre. */
function placeSection(section: Element, top: number, height = 400) {
  jest.spyOn(section, 'getBoundingClientRect').mockReturnValue({ top, bottom: top + height, height } as DOMRect);
}

/** How far down the page the visitor is. */
function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

describe('StartProjectSection', () => {
  let viewport: ControlledViewport;
  let scrollBy: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    window.localStorage.clear();
    viewport = installIntersectionObserver();
    scrollBy = jest.spyOn(window, 'scrollBy').mockImplementation(() => {});
    scrolledTo(600);
  });

  afterEach(() => {
    viewport.restore();
    jest.useRealTimers();
  });

  it('stays transparent and unclickable until its marker comes into view', async () => {
    await renderSection();
    act(() => jest.advanceTimersByTime(10_000));
    const region = screen.getByRole('region', { name: SECTION_TEXT.title });
    expect(region).toHaveStyle({ opacity: '0', pointerEvents: 'none' });
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it('watches the marker from more than 3 px into view, and counts a marker the page has passed as seen', async () => {
    await renderSection();
    const margins = viewport.options().map((options) => options?.rootMargin);
    expect(margins).toContain('1000000px 0px -3px 0px');
  });

  it('centres itself 0.5 s after the marker comes into view, whatever brought it there, then fades in 0.2 s later', async () => {
    const { marker, sectionElement } = await renderSection();
    // A 400 px section whose top 300 px are on screen: mostly in view.
    placeSection(sectionElement, window.innerHeight - 300);

    act(() => viewport.enterView(marker));
    act(() => jest.advanceTimersByTime(SCROLL_TO_CENTER_DELAY_MS - 1));
    expect(scrollBy).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(scrollBy).toHaveBeenCalledWith({ top: expect.any(Number), behavior: 'smooth' });
    expect(scrollBy.mock.calls[0][0].top).toBeGreaterThan(0);
    expect(revealedSection()).toBeNull();

    act(() => jest.advanceTimersByTime(FADE_IN_DELAY_MS));
    expect(revealedSection()).toHaveStyle({ transition: `opacity ${FADE_IN_DURATION_MS}ms linear` });
    expect(screen.getByRole('heading', { level: 2, name: SECTION_TEXT.title })).toBeVisible();
    jest.useRealTimers();
    expect(await screen.findByRole('form', { name: SECTION_TEXT.title })).toBeInTheDocument();
  });

  it.each([
    { what: 'the page when only its edge is on screen', scrollY: 600, visibleEdge: 40 },
    { what: 'a page that starts with it on screen (a short page at its top)', scrollY: 0, visibleEdge: 300 },
  ])('fades in without moving $what', async ({ scrollY, visibleEdge }) => {
    scrolledTo(scrollY);
    const { marker, sectionElement } = await renderSection();
    placeSection(sectionElement, window.innerHeight - visibleEdge);

    act(() => viewport.enterView(marker));
    act(() => jest.advanceTimersByTime(SCROLL_TO_CENTER_DELAY_MS + FADE_IN_DELAY_MS));
    expect(scrollBy).not.toHaveBeenCalled();
    expect(revealedSection()).not.toBeNull();
  });

  it('shows at once when focus moves into it (Tab), with its links and fields in the tab order', async () => {
    const { user } = await renderSection();
    screen.getByRole('link', { name: 'About' }).focus();

    await user.tab();
    expect(screen.getByRole('link', { name: SECTION_TEXT.privacyLink })).toHaveFocus();
    expect(revealedSection()).not.toBeNull();
    // Without the fade: the link in focus is painted at once, not transparent for the fade's first frames.
    expect(revealedSection()).toHaveStyle({ transition: 'none' });
    await user.tab();
    expect(screen.getByRole('form', { name: SECTION_TEXT.title })).toContainElement(document.activeElement as HTMLElement);
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it('never moves the page under a keyboard visitor: the browser keeps their focus in view', async () => {
    const { marker, sectionElement, user } = await renderSection();
    placeSection(sectionElement, window.innerHeight - 300);
    await user.tab();
    expect(screen.getByRole('link', { name: 'About' })).toHaveFocus();

    act(() => viewport.enterView(marker));
    act(() => jest.advanceTimersByTime(SCROLL_TO_CENTER_DELAY_MS + FADE_IN_DELAY_MS));
    expect(scrollBy).not.toHaveBeenCalled();
    expect(revealedSection()).not.toBeNull();
  });

  it('drops a centring that was pending when the visitor navigates, and still fades in', async () => {
    const { marker, sectionElement, user } = await renderSection();
    placeSection(sectionElement, window.innerHeight - 300);

    act(() => viewport.enterView(marker));
    act(() => jest.advanceTimersByTime(SCROLL_TO_CENTER_DELAY_MS - 200));
    await user.click(screen.getByRole('link', { name: 'About' }));
    act(() => jest.advanceTimersByTime(10_000));
    expect(scrollBy).not.toHaveBeenCalled();
    expect(revealedSection()).not.toBeNull();
  });

  it('shows at once, without scrolling, when the visitor prefers reduced motion', async () => {
    const restoreMotion = preferReducedMotion(true);
    try {
      const { marker, sectionElement } = await renderSection();
      placeSection(sectionElement, window.innerHeight - 300);

      expect(revealedSection()).not.toBeNull();
      act(() => viewport.enterView(marker));
      act(() => jest.advanceTimersByTime(SCROLL_TO_CENTER_DELAY_MS + FADE_IN_DELAY_MS));
      expect(scrollBy).not.toHaveBeenCalled();
    } finally {
      restoreMotion();
    }
  });

  it('names the agency from the brand and links to the privacy policy', async () => {
    await renderSection();
    expect(screen.getByText(/Tell Vaultline AI what you want to build/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SECTION_TEXT.privacyLink })).toHaveAttribute('href', '/privacy-policy');
  });
});

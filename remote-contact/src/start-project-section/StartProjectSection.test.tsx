import { act, screen, waitFor } from '@testing-library/react';
import { installIntersectionObserver, makeProps, preferReducedMotion, renderInSite } from '../testing/render';
import { FADE_IN_DELAY_MS, FADE_IN_DURATION_MS, MARKER_THRESHOLD_PX, SCROLL_TO_CENTER_DELAY_MS, SECTION_TEXT } from './content';
import { loadStartProjectForm } from '../lead-form';
import { StartProjectSection } from './StartProjectSection';

/** Renders the section and lets its lazily loaded form arrive. */
async function renderSection() {
  const props = makeProps();
  const view = renderInSite(
    <StartProjectSection brand={props.brand} track={props.track} apiBaseUrl={props.apiBaseUrl} setLoading={props.setLoading} />,
    { fakeTimers: true },
  );
  await act(async () => {
    await loadStartProjectForm();
  });
  return view;
}

const section = () => screen.queryByRole('region', { name: SECTION_TEXT.title });

describe('StartProjectSection', () => {
  let io: ReturnType<typeof installIntersectionObserver>;
  let scrollIntoView: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    window.localStorage.clear();
    io = installIntersectionObserver();
    scrollIntoView = jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
  });

  afterEach(() => {
    io.restore();
    jest.useRealTimers();
  });

  it('stays hidden until its marker is more than 3 px into view', async () => {
    await renderSection();

    expect(section()).not.toBeInTheDocument();
    expect(io.observers[0]?.options?.rootMargin).toBe(`0px 0px -${MARKER_THRESHOLD_PX}px 0px`);
    act(() => jest.advanceTimersByTime(10_000));
    expect(section()).not.toBeInTheDocument();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('scrolls to the centre 0.5 s after the marker is seen, then fades in 0.2 s later', async () => {
    await renderSection();
    const marker = io.observers[0]?.targets[0];
    if (!marker) throw new Error('the section observes no marker');

    act(() => io.enterView(marker));
    act(() => jest.advanceTimersByTime(SCROLL_TO_CENTER_DELAY_MS - 1));
    expect(scrollIntoView).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(1));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'center' });
    expect(section()).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(FADE_IN_DELAY_MS));
    expect(section()).toBeInTheDocument();
    // The fade itself runs on the browser's animation frames, which keep real time.
    jest.useRealTimers();
    const heading = screen.getByRole('heading', { level: 2, name: SECTION_TEXT.title });
    await waitFor(() => expect(heading).toBeVisible(), { timeout: FADE_IN_DURATION_MS * 5 });
    expect(await screen.findByRole('form', { name: SECTION_TEXT.title })).toBeInTheDocument();
  });

  it('also reveals itself when the visitor jumps past the marker into the section', async () => {
    await renderSection();
    const sectionElement = io.observers[0]?.targets[1];
    if (!sectionElement) throw new Error('the section does not observe itself');

    act(() => io.enterView(sectionElement));
    act(() => jest.advanceTimersByTime(SCROLL_TO_CENTER_DELAY_MS + FADE_IN_DELAY_MS));

    expect(section()).toBeInTheDocument();
  });

  it('aligns a section taller than the window by its top, so its heading stays in view', async () => {
    await renderSection();
    const [marker, sectionElement] = io.observers[0]?.targets ?? [];
    if (!marker || !sectionElement) throw new Error('nothing observed');
    jest.spyOn(sectionElement, 'getBoundingClientRect').mockReturnValue({ height: window.innerHeight + 1 } as DOMRect);

    act(() => io.enterView(marker));
    act(() => jest.advanceTimersByTime(SCROLL_TO_CENTER_DELAY_MS));

    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('shows at once, without scrolling, when the visitor prefers reduced motion', async () => {
    const restoreMotion = preferReducedMotion(true);
    try {
      await renderSection();

      expect(section()).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(SCROLL_TO_CENTER_DELAY_MS + FADE_IN_DELAY_MS));
      expect(scrollIntoView).not.toHaveBeenCalled();
    } finally {
      restoreMotion();
    }
  });

  it('names the agency from the brand and links to the privacy policy', async () => {
    const restoreMotion = preferReducedMotion(true);
    try {
      await renderSection();

      expect(screen.getByText(/Tell Vaultline AI what you want to build/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: SECTION_TEXT.privacyLink })).toHaveAttribute('href', '/privacy-policy');
    } finally {
      restoreMotion();
    }
  });
});

import { act, fireEvent, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { preferReducedMotion, renderInSite } from '@agency/tooling/test-kit';
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
  const marker = view.container.querySelector('section')?.previousElementSibling;
  if (!marker) throw new Error('the section has no marker');
  return { ...view, marker };
}

const section = () => screen.queryByRole('region', { name: SECTION_TEXT.title });

/** Where the marker is on screen (px from the window's top edge); jsdom does no layout. */
function placeMarker(marker: Element, top: number) {
  jest.spyOn(marker, 'getBoundingClientRect').mockReturnValue({ top, bottom: top + 1, height: 1 } as DOMRect);
}

/** The visitor scrolls the page to `y`. */
function scrollPage(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

const markerInView = () => window.innerHeight - 200;

describe('StartProjectSection', () => {
  let scrollIntoView: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    window.localStorage.clear();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    scrollIntoView = jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('stays hidden on a short page that shows its marker without any scrolling', async () => {
    const { marker } = await renderSection();
    placeMarker(marker, markerInView());

    act(() => jest.advanceTimersByTime(10_000));
    expect(section()).not.toBeInTheDocument();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it("fetches the form's code only once the visitor scrolls towards the section", async () => {
    const { marker } = await renderSection();
    // The hidden section is out of the accessibility tree: its fields are found by their labels.
    const nameField = () => screen.queryByLabelText('Name');
    placeMarker(marker, window.innerHeight * 3);
    scrollPage(100);
    act(() => jest.advanceTimersByTime(10_000));
    expect(nameField()).not.toBeInTheDocument();

    // Within two window heights of the marker: the form arrives, while the section is still hidden.
    placeMarker(marker, window.innerHeight * 1.5);
    scrollPage(200);
    expect(await screen.findByLabelText('Name')).toBeInTheDocument();
    expect(section()).not.toBeInTheDocument();
  });

  it('stays hidden while the marker is 3 px or less into view', async () => {
    const { marker } = await renderSection();
    placeMarker(marker, window.innerHeight - 3);

    scrollPage(300);
    act(() => jest.advanceTimersByTime(10_000));
    expect(section()).not.toBeInTheDocument();
  });

  it("scrolls to the centre 0.5 s after the visitor's scrolling brings the marker into view, then fades in 0.2 s later", async () => {
    const { marker } = await renderSection();
    placeMarker(marker, window.innerHeight - 4);

    scrollPage(300);
    act(() => jest.advanceTimersByTime(SCROLL_TO_CENTER_DELAY_MS - 1));
    expect(scrollIntoView).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(1));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'center' });
    expect(section()).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(FADE_IN_DELAY_MS));
    expect(section()).toBeInTheDocument();
    // The fade itself is the browser's CSS transition to full opacity.
    expect(section()).toHaveStyle({ opacity: '1', transition: `opacity ${FADE_IN_DURATION_MS}ms linear` });
    expect(screen.getByRole('heading', { level: 2, name: SECTION_TEXT.title })).toBeVisible();
    jest.useRealTimers();
    expect(await screen.findByRole('form', { name: SECTION_TEXT.title })).toBeInTheDocument();
  });

  it('also reveals itself when the visitor jumps past the marker (End key)', async () => {
    const { marker } = await renderSection();
    placeMarker(marker, -1500);

    scrollPage(4000);
    act(() => jest.advanceTimersByTime(SCROLL_TO_CENTER_DELAY_MS + FADE_IN_DELAY_MS));
    expect(section()).toBeInTheDocument();
  });

  it('is not revealed by focus moving down the page (Tab)', async () => {
    const { marker } = await renderSection();
    placeMarker(marker, markerInView());

    // Tab moves focus to a link further down; the browser scrolls it into view in the same frame.
    act(() => screen.getByRole('link', { name: 'About' }).focus());
    scrollPage(2400);
    act(() => jest.advanceTimersByTime(10_000));
    expect(section()).not.toBeInTheDocument();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('lets a navigation land at the top of the new page, even when the short new page shows the marker', async () => {
    const { marker, user } = await renderSection();
    placeMarker(marker, 5000);
    scrollPage(2000);

    await user.click(screen.getByRole('link', { name: 'About' }));
    // The new page is short: the old position is clamped, then the shell puts it at the top.
    placeMarker(marker, markerInView());
    scrollPage(400);
    scrollPage(0);
    act(() => jest.advanceTimersByTime(10_000));
    expect(section()).not.toBeInTheDocument();
    expect(scrollIntoView).not.toHaveBeenCalled();

    // The visitor's own scrolling on the new page still reveals it.
    scrollPage(50);
    act(() => jest.advanceTimersByTime(SCROLL_TO_CENTER_DELAY_MS + FADE_IN_DELAY_MS));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(section()).toBeInTheDocument();
  });

  it('drops a reveal that was about to scroll when the visitor navigates away', async () => {
    const { marker, user } = await renderSection();
    placeMarker(marker, markerInView());
    scrollPage(1800);

    act(() => jest.advanceTimersByTime(SCROLL_TO_CENTER_DELAY_MS - 200));
    await user.click(screen.getByRole('link', { name: 'About' }));
    scrollPage(0);
    act(() => jest.advanceTimersByTime(10_000));
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(section()).not.toBeInTheDocument();
  });

  it('aligns a section taller than the window by its top, so its heading stays in view', async () => {
    const { marker, container } = await renderSection();
    const sectionElement = container.querySelector('section');
    if (!sectionElement) throw new Error('no section');
    placeMarker(marker, markerInView());
    jest.spyOn(sectionElement, 'getBoundingClientRect').mockReturnValue({ height: window.innerHeight + 1 } as DOMRect);

    scrollPage(300);
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

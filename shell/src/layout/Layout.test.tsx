import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { loadRemoteModule } from '../remotes/federation';
import { renderInShell } from '../test-support/render';
import { cPopupStateAtom, headerStateAtom, sizingAtom } from '../ui-state/atoms';
import { Footer } from './Footer';
import type * as FooterModule from './Footer';
import { Layout } from './Layout';
import { SCROLL_THROTTLE_MS } from './useHeaderAutoHide';

// The remotes' parts (start-project section, chat widget) come from the network; here they are absent.
jest.mock('../remotes/federation', () => ({ loadRemoteModule: jest.fn(() => new Promise(() => {})) }));
jest.mocked(loadRemoteModule);
// The real footer, its renders counted.
jest.mock('./Footer', () => {
  const { Footer: RealFooter } = jest.requireActual<typeof FooterModule>('./Footer');
  return { Footer: jest.fn(RealFooter) };
});

function renderLayout(route = '/') {
  return renderInShell(
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<p>Home content</p>} />
        <Route path="portfolio/:item?" element={<p>Portfolio content</p>} />
        <Route path="about" element={<p>About content</p>} />
        <Route path="privacy-policy" element={<p>Policy content</p>} />
      </Route>
    </Routes>,
    { route },
  );
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

/** A scroll to `y`, and the header's throttled handler has run (fake timers). */
function scrollAndSettle(y: number) {
  act(() => {
    scrollTo(y);
    jest.advanceTimersByTime(SCROLL_THROTTLE_MS);
  });
}

describe('Layout', () => {
  beforeEach(() => window.localStorage.clear());

  it('reports a page view once analytics are accepted and on each navigation, without rendering the frame again', async () => {
    const { analytics } = renderLayout('/');
    expect(analytics.recentEvents()).toEqual([]);
    const footerRenders = jest.mocked(Footer).mock.calls.length;

    await userEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(analytics.recentEvents()).toEqual([{ event: 'pageview', page: '/' }]);
    // The choice re-renders the banner and the page-view reporter, not the header, page and footer around them.
    expect(jest.mocked(Footer).mock.calls.length).toBe(footerRenders);

    await userEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'About' }));
    expect(analytics.recentEvents().at(-1)).toEqual({ event: 'pageview', page: '/about' });
  });

  it('marks the link of the current path active, and Home on the root path', () => {
    renderLayout('/');
    const header = screen.getByRole('banner');
    const nav = within(header).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Portfolio' })).not.toHaveAttribute('aria-current');
  });

  it('keeps Portfolio active on a nested portfolio item path', () => {
    renderLayout('/portfolio/acme-bank');
    const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Portfolio' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it("opens the contact popup from the header's Start Project button", async () => {
    const { store } = renderLayout('/');
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Start Project' }));
    expect(store.get(cPopupStateAtom)).toBe(true);
  });

  it('opens the contact popup as it arrives when Start Project was chosen on the static first screen', () => {
    window.history.replaceState(null, '', '/#start-project');
    const { store } = renderLayout('/');
    expect(store.get(cPopupStateAtom)).toBe(true);
    expect(window.location.hash).toBe('');
  });

  it('shows the logo linking home and the footer with links, copyright, privacy policy and cookie settings', () => {
    renderLayout('/about');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Vaultline AI home' })).toHaveAttribute('href', '/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('© 2025 Vaultline AI. All rights reserved.')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    for (const name of ['Home', 'Portfolio', 'About']) expect(within(footer).getByRole('link', { name })).toBeInTheDocument();
    expect(within(footer).getByRole('button', { name: 'Cookie settings' })).toBeInTheDocument();
  });

  it("reopens the cookie preferences from the footer's 'Cookie settings'", async () => {
    renderLayout('/');
    await userEvent.click(screen.getByRole('button', { name: 'Reject All' }));
    await userEvent.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Cookie settings' }));
    expect(await screen.findByRole('dialog', { name: 'Cookie preferences' })).toBeInTheDocument();
  });

  it("gives focus back to the footer's 'Cookie settings' when the preferences close with Escape or Save", async () => {
    renderLayout('/');
    await userEvent.click(screen.getByRole('button', { name: 'Reject All' }));
    const cookieSettings = within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Cookie settings' });

    await userEvent.click(cookieSettings);
    expect(await screen.findByRole('dialog', { name: 'Cookie preferences' })).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cookieSettings).toHaveFocus();

    await userEvent.click(cookieSettings);
    await userEvent.click(await screen.findByRole('button', { name: 'Save Preferences' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cookieSettings).toHaveFocus();
  });

  it("gives focus back to the banner's Settings after Escape, and to the page once a saved choice hides the banner", async () => {
    renderLayout('/');
    const settings = within(screen.getByRole('region', { name: 'Cookie consent' })).getByRole('button', { name: 'Settings' });

    await userEvent.click(settings);
    await screen.findByRole('dialog', { name: 'Cookie preferences' });
    await userEvent.keyboard('{Escape}');
    expect(settings).toHaveFocus();

    await userEvent.click(settings);
    await userEvent.click(await screen.findByRole('button', { name: 'Save Preferences' }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('starts every navigation at the top of the new page and focuses it', async () => {
    renderLayout('/');
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const footer = within(screen.getByRole('contentinfo'));

    await userEvent.click(footer.getByRole('link', { name: 'About' }));
    expect(screen.getByText('About content')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(screen.getByRole('main')).toHaveFocus();

    // Choosing the page already shown is a navigation too: back to its top.
    scrollTo.mockClear();
    await userEvent.click(footer.getByRole('link', { name: 'About' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('opens the drawer from the hamburger, closes it on a link choice and returns focus', async () => {
    renderLayout('/');
    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(hamburger);
    // The drawer's code loads on this first opening.
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(document.body).toHaveStyle({ overflow: 'hidden' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'About' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.getByText('About content')).toBeInTheDocument();
  });

  it('closes the drawer with Escape and gives focus back to the hamburger', async () => {
    renderLayout('/');
    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(hamburger);
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(hamburger).toHaveFocus();
  });

  it('hides the header on scroll down and shows it on scroll up, throttled to 100 ms', () => {
    jest.useFakeTimers();
    const { store } = renderLayout('/');
    act(() => {
      store.set(sizingAtom, { screenWidth: 1280, screenHeight: 800, windowScrollY: 0, headerHeight: 112 });
    });
    scrollAndSettle(600);
    expect(store.get(headerStateAtom)).toBe(false);
    scrollAndSettle(300);
    expect(store.get(headerStateAtom)).toBe(true);
    jest.useRealTimers();
  });

  it('starts from where the page opened (a restored position) once it is laid out: scrolling up keeps the header', () => {
    jest.useFakeTimers();
    Object.defineProperty(window, 'scrollY', { value: 2000, configurable: true });
    const { store } = renderLayout('/');
    // The first frame is laid out; the start position and the window's size are read after it.
    act(() => {
      jest.advanceTimersByTime(50);
    });
    expect(store.get(sizingAtom)).toMatchObject({ screenWidth: window.innerWidth, windowScrollY: 2000 });
    scrollAndSettle(1900);
    expect(store.get(headerStateAtom)).toBe(true);
    scrollAndSettle(2500);
    expect(store.get(headerStateAtom)).toBe(false);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    jest.useRealTimers();
  });
});

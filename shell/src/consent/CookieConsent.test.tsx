import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '../test-support/render';
import { COOKIE_BANNER_TEXT, CookieConsent } from './CookieConsent';
import { CONSENT_POLICY_REVISION, CONSENT_STORAGE_KEY } from './consent-record';
import { consentDialogOpenAtom } from './consent-state';
import { consentModeSignals } from './consent-mode';

function storedRecord() {
  return JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
}

/** A valid choice from an earlier visit (functional only), stored as the banner stores it. */
function storeEarlierChoice() {
  const earlier = {
    necessary: true,
    analytics: false,
    marketing: false,
    functional: true,
    timestamp: Date.now(),
    revision: CONSENT_POLICY_REVISION,
  };
  window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(earlier));
  return earlier;
}

describe('cookie consent', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.dataLayer = [];
    window.gtag = (...args: unknown[]) => window.dataLayer?.push(args);
  });

  const renderConsent = async () => renderInShell(<CookieConsent />);

  it('shows the banner with the exact text and three choices of equal weight', async () => {
    await renderConsent();
    const banner = screen.getByRole('region', { name: 'Cookie consent' });
    expect(banner).toHaveTextContent(COOKIE_BANNER_TEXT);
    const buttons = within(banner).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Accept All', 'Reject All', 'Settings']);
    expect(new Set(buttons.map((button) => button.className)).size).toBe(1);
  });

  it('Accept All stores analytics, marketing and functional on, hides the banner and updates Consent Mode', async () => {
    await renderConsent();
    await userEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(storedRecord()).toMatchObject({ necessary: true, analytics: true, marketing: true, functional: true });
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(window.dataLayer).toContainEqual([
      'consent',
      'update',
      consentModeSignals({ necessary: true, analytics: true, marketing: true, functional: true }),
    ]);
  });

  it('Reject All stores them off and hides the banner', async () => {
    await renderConsent();
    await userEvent.click(screen.getByRole('button', { name: 'Reject All' }));
    expect(storedRecord()).toMatchObject({ necessary: true, analytics: false, marketing: false, functional: false });
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('Settings opens the preferences with necessary locked on, and Save Preferences stores the choice', async () => {
    await renderConsent();
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    // The dialog's code loads on this first opening.
    const dialog = await screen.findByRole('dialog', { name: 'Cookie preferences' });
    const necessary = within(dialog).getByRole('switch', { name: 'Necessary' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    expect(within(dialog).getByRole('switch', { name: 'Functional' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Analytics' })).not.toBeChecked();

    await userEvent.click(within(dialog).getByRole('switch', { name: 'Analytics' }));
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Functional' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Preferences' }));

    expect(storedRecord()).toMatchObject({ necessary: true, analytics: true, marketing: false, functional: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('stays hidden when a valid choice is stored, and the footer link can reopen the preferences', async () => {
    storeEarlierChoice();
    const { store } = await renderConsent();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    act(() => store.set(consentDialogOpenAtom, true));
    expect(await screen.findByRole('dialog', { name: 'Cookie preferences' })).toBeInTheDocument();
  });

  it('Escape closes the preferences without storing a choice, and the banner is back', async () => {
    await renderConsent();
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await screen.findByRole('dialog', { name: 'Cookie preferences' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(storedRecord()).toBeNull();
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
  });

  it('Close leaves the preferences with the stored choices unchanged, as the switches show when it reopens', async () => {
    const earlier = storeEarlierChoice();
    const { store } = await renderConsent();
    act(() => store.set(consentDialogOpenAtom, true));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie preferences' });
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Analytics' }));
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Functional' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(storedRecord()).toEqual(earlier);
    act(() => store.set(consentDialogOpenAtom, true));
    const reopened = await screen.findByRole('dialog', { name: 'Cookie preferences' });
    expect(within(reopened).getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
    expect(within(reopened).getByRole('switch', { name: 'Functional' })).toBeChecked();
  });

  it("Close from the banner's Settings keeps the banner and returns focus to Settings", async () => {
    await renderConsent();
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie preferences' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(storedRecord()).toBeNull();
    expect(screen.getByRole('button', { name: 'Settings' })).toHaveFocus();
  });
});

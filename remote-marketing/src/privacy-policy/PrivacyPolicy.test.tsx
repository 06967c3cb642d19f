import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COOKIE_SETTINGS_LABEL, CONSENT_STORAGE_KEY } from '../content/privacy-policy';
import { pageMeta } from '../content/seo';
import { renderInSite, testBrand } from '@agency/tooling/test-kit';
import PrivacyPolicy from './PrivacyPolicy';

const RETENTION_DAYS = 180;

function renderPolicy(onOpenCookieSettings = jest.fn()) {
  return renderInSite(
    <PrivacyPolicy brand={testBrand} track={jest.fn()} retentionDays={RETENTION_DAYS} onOpenCookieSettings={onOpenCookieSettings} />,
  );
}

function section(name: RegExp) {
  return screen.getByRole('region', { name });
}

describe('PrivacyPolicy', () => {
  it('has one h1 and the ten sections of the policy', () => {
    renderPolicy();

    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '1. Information We Collect',
      '2. How We Use Your Information',
      '3. Sharing Your Information',
      '4. Data Security',
      '5. Your Data Protection Rights',
      '6. Data Retention',
      '7. Third-Party Links',
      '8. Children’s Privacy',
      '9. Changes to This Policy',
      '10. Contact Us',
    ]);
  });

  it('describes what the site stores: consent record, chat identity, conversations and leads', () => {
    renderPolicy();
    const collected = section(/Information We Collect/);

    expect(collected).toHaveTextContent(CONSENT_STORAGE_KEY);
    expect(collected).toHaveTextContent(/necessary .*analytics, marketing and functional/);
    expect(collected).toHaveTextContent(/random anonymous user id and a signed session token/);
    expect(collected).toHaveTextContent(/stored on Vaultline AI's own server/);
    expect(collected).toHaveTextContent(/lead score/);
    expect(collected).toHaveTextContent(/start-project form/);
    expect(collected).toHaveTextContent(/Without analytics consent no page views/);
  });

  it('lists the six data-protection rights and how to exercise them', () => {
    renderPolicy();
    const rights = section(/Your Data Protection Rights/);

    ['Access', 'Rectification', 'Erasure', 'Restrict processing', 'Object', 'Data portability'].forEach((right) =>
      expect(within(rights).getByText(`${right}:`)).toBeInTheDocument(),
    );
    expect(rights).toHaveTextContent(/download or delete your chat data yourself at any time from the chat window/);
    expect(within(rights).getByRole('link', { name: testBrand.contactEmail })).toHaveAttribute('href', `mailto:${testBrand.contactEmail}`);
  });

  it('states the retention period from the server and the hourly deletion', () => {
    renderPolicy();
    const retention = section(/Data Retention/);

    expect(retention).toHaveTextContent(`for ${RETENTION_DAYS} days`);
    expect(retention).toHaveTextContent(/runs every hour/);
    expect(retention).toHaveTextContent(/expires after 24 hours without activity/);
  });

  it('promises no sale of data and no personal data to outside AI providers', () => {
    renderPolicy();
    const sharing = section(/Sharing Your Information/);

    expect(sharing).toHaveTextContent('We do not sell, rent or trade your personal data.');
    expect(sharing).toHaveTextContent(/e-mail addresses and phone numbers in your messages are replaced/);
    expect(section(/Children/)).toHaveTextContent(/under 13/);
  });

  it('was last updated within the copyright year of the footer (2025), with a machine-readable date', () => {
    renderPolicy();
    const lastUpdated = screen.getByText(/^Last updated:/);
    expect(lastUpdated).toHaveTextContent(/Last updated: \d{1,2} \w+ 2025$/);
    expect(within(lastUpdated).getByText(/2025$/)).toHaveAttribute('datetime', expect.stringMatching(/^2025-\d{2}-\d{2}$/));
  });

  it('reopens the cookie settings', async () => {
    const onOpenCookieSettings = jest.fn();
    const user = userEvent.setup();
    renderPolicy(onOpenCookieSettings);

    await user.click(screen.getByRole('button', { name: COOKIE_SETTINGS_LABEL }));
    expect(onOpenCookieSettings).toHaveBeenCalledTimes(1);
  });

  it('sets its title and canonical URL', () => {
    renderPolicy();

    expect(document.title).toBe(pageMeta('privacyPolicy', testBrand).title);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://vaultline.ai/privacy-policy');
  });
});

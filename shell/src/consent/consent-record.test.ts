import { CONSENT_POLICY_REVISION, CONSENT_STORAGE_KEY, DEFAULT_CONSENT, acceptAllFor, readConsent, writeConsent } from './consent-record';

const NOW = new Date('2026-06-15T12:00:00Z').getTime();

describe('consent record', () => {
  beforeEach(() => window.localStorage.clear());

  it('defaults to necessary and functional on, analytics and marketing off', () => {
    expect(DEFAULT_CONSENT).toEqual({ necessary: true, analytics: false, marketing: false, functional: true });
  });

  it('stores a choice under gdpr_cookie_preferences with its time and policy revision', () => {
    writeConsent(window.localStorage, { necessary: true, analytics: true, marketing: false, functional: true }, NOW);
    expect(JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? '')).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      functional: true,
      timestamp: NOW,
      revision: CONSENT_POLICY_REVISION,
    });
    expect(readConsent(window.localStorage, NOW)?.analytics).toBe(true);
  });

  it('asks again when nothing is stored', () => {
    expect(readConsent(window.localStorage, NOW)).toBeNull();
  });

  it('replaces a record that fails to parse, and asks again', () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, '{not json');
    expect(readConsent(window.localStorage, NOW)).toBeNull();
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });

  it('asks again when a record has the wrong shape', () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ necessary: false, analytics: 'yes' }));
    expect(readConsent(window.localStorage, NOW)).toBeNull();
  });

  it('asks again after six months', () => {
    const sevenMonthsAgo = new Date('2025-11-14T12:00:00Z').getTime();
    writeConsent(window.localStorage, DEFAULT_CONSENT, sevenMonthsAgo);
    expect(readConsent(window.localStorage, NOW)).toBeNull();

    const fiveMonthsAgo = new Date('2026-01-16T12:00:00Z').getTime();
    writeConsent(window.localStorage, DEFAULT_CONSENT, fiveMonthsAgo);
    expect(readConsent(window.localStorage, NOW)).not.toBeNull();
  });

  it('asks again when the policy revision changed', () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ ...DEFAULT_CONSENT, timestamp: NOW, revision: 'an-older-revision' }));
    expect(readConsent(window.localStorage, NOW)).toBeNull();
  });

  it('never stores necessary as off', () => {
    const record = writeConsent(window.localStorage, { ...DEFAULT_CONSENT, necessary: false as unknown as true }, NOW);
    expect(record.necessary).toBe(true);
  });

  it('keeps marketing off on Accept All when the browser sends Global Privacy Control', () => {
    expect(acceptAllFor(false)).toEqual({ necessary: true, analytics: true, marketing: true, functional: true });
    expect(acceptAllFor(true)).toEqual({ necessary: true, analytics: true, marketing: false, functional: true });
  });
});

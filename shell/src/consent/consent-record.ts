/**
 * The cookie consent record (docs/product-rules.md §3) and its storage. A stored record is
 * valid only when it parses, is of the current policy revision and is younger
 * than six months; otherwise the visitor is asked again.
 */
export const CONSENT_STORAGE_KEY = 'gdpr_cookie_preferences';

/** Bump when the privacy policy changes what consent covers: everyone is asked again. */
export const CONSENT_POLICY_REVISION = '2025-01';

/** Consent is asked again after this many months. */
export const CONSENT_MAX_AGE_MONTHS = 6;

export interface ConsentChoices {
  /** Always true: necessary storage cannot be switched off (docs/product-rules.md §5). */
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  functional: boolean;
}

export interface ConsentRecord extends ConsentChoices {
  /** When the choice was made (ms since epoch). */
  timestamp: number;
  revision: string;
}

/** docs/product-rules.md §3 default: necessary and functional on, analytics and marketing off. */
export const DEFAULT_CONSENT: ConsentChoices = { necessary: true, analytics: false, marketing: false, functional: true };

export const ACCEPT_ALL: ConsentChoices = { necessary: true, analytics: true, marketing: true, functional: true };
export const REJECT_ALL: ConsentChoices = { necessary: true, analytics: false, marketing: false, functional: false };

/** True when the browser sends a Global Privacy Control signal. */
export function hasGlobalPrivacyControl(nav: Navigator | undefined = globalThis.navigator): boolean {
  return (nav as (Navigator & { globalPrivacyControl?: boolean }) | undefined)?.globalPrivacyControl === true;
}

/**
 * What 'Accept All' grants. Under Global Privacy Control marketing stays
 * denied: the browser's standing opt-out wins over a one-click accept, and the
 * visitor can still switch marketing on explicitly in the preferences.
 */
export function acceptAllFor(gpc: boolean): ConsentChoices {
  return gpc ? { ...ACCEPT_ALL, marketing: false } : ACCEPT_ALL;
}

function isConsentRecord(value: unknown): value is ConsentRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    record.necessary === true &&
    typeof record.analytics === 'boolean' &&
    typeof record.marketing === 'boolean' &&
    typeof record.functional === 'boolean' &&
    typeof record.timestamp === 'number' &&
    typeof record.revision === 'string'
  );
}

function isFresh(record: ConsentRecord, now: number): boolean {
  const expiry = new Date(record.timestamp);
  expiry.setMonth(expiry.getMonth() + CONSENT_MAX_AGE_MONTHS);
  return record.revision === CONSENT_POLICY_REVISION && now < expiry.getTime() && record.timestamp <= now;
}

/**
 * The stored choice, or null when the visitor must be asked (nothing stored,
 * unreadable, outdated). An unreadable record is removed (docs/product-rules.md §5).
 */
export function readConsent(storage: Storage | null, now = Date.now()): ConsentRecord | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isConsentRecord(parsed) && isFresh(parsed, now)) return parsed;
  } catch {
    // fall through: replaced by the defaults below
  }
  try {
    storage.removeItem(CONSENT_STORAGE_KEY);
  } catch {
    // storage errors are swallowed (docs/product-rules.md §8)
  }
  return null;
}

export function writeConsent(storage: Storage | null, choices: ConsentChoices, now = Date.now()): ConsentRecord {
  const record: ConsentRecord = { ...choices, necessary: true, timestamp: now, revision: CONSENT_POLICY_REVISION };
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // storage errors are swallowed (docs/product-rules.md §8); the choice still applies to this visit
  }
  return record;
}

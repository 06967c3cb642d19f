/**
 * Local storage access that never throws: private browsing, a blocked storage
 * or a full quota must not break the page (docs/product-rules.md, errors).
 */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Returns whether the value was stored. */
export function writeStored(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch {
    // Swallowed: the page works for this view without persistence.
    return false;
  }
}

export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Swallowed, as above.
  }
}

/** Parses stored JSON; anything unparsable or of the wrong shape yields null. */
export function readStoredJson<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  const raw = readStored(key);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

/** Stores a value as JSON; returns whether it was stored. */
export function writeStoredJson(key: string, value: unknown): boolean {
  return writeStored(key, JSON.stringify(value));
}

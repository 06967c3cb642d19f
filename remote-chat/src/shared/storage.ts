/**
 * Local storage access that never throws (SPEC §8: storage errors are
 * swallowed; private browsing or a full quota must not break the chat).
 */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Swallowed: the chat works for this page view without persistence.
  }
}

export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Swallowed, as above.
  }
}

/** Parses stored JSON; anything unparsable or of the wrong shape yields null (SPEC §5). */
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

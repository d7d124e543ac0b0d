/**
 * Storage that never throws. Private browsing, blocked cookies and full quotas make `localStorage` throw on access,
 * read or write; a preference that cannot be kept must not break the page. Where local storage is refused, the tab's
 * session storage keeps it for the visit (every page is a page load); where that is refused too, nothing is kept.
 */

function storages(): Storage[] {
  if (typeof window === 'undefined') return [];
  const found: Storage[] = [];
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    try {
      found.push(window[name]);
    } catch {
      // refused: try the next
    }
  }
  return found;
}

/** The stored string, or undefined when there is none or storage is unavailable. */
export function readStored(key: string): string | undefined {
  for (const storage of storages()) {
    try {
      const value = storage.getItem(key);
      if (value !== null) return value;
    } catch {
      // refused: try the next
    }
  }
  return undefined;
}

/** Stores a string in the first storage that takes it; returns false when none did. */
export function writeStored(key: string, value: string): boolean {
  for (const storage of storages()) {
    try {
      storage.setItem(key, value);
      return true;
    } catch {
      // refused: try the next
    }
  }
  return false;
}

/** The stored JSON value, or undefined when absent, unreadable or not valid JSON. */
export function readStoredJson(key: string): unknown {
  const text = readStored(key);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function writeStoredJson(key: string, value: unknown): boolean {
  return writeStored(key, JSON.stringify(value));
}

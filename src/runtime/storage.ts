/**
 * Local storage that never throws. Private browsing, blocked cookies and full quotas make `localStorage` throw on
 * access, read or write; a preference that cannot be kept must not break the page, so every call falls back quietly.
 */

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored string, or undefined when there is none or storage is unavailable. */
export function readStored(key: string): string | undefined {
  try {
    return storage()?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Stores a string; returns false when storage refused it. */
export function writeStored(key: string, value: string): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(key, value);
    return true;
  } catch {
    return false;
  }
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

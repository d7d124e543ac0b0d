import { useLanguage } from '../i18n/language';
import { useSyncExternalStore } from 'react';
import { DEFAULT_CURRENCY, isCurrency, type Currency } from '../lib/prices';
import { readStored, writeStored } from './storage';

export const CURRENCY_STORAGE_KEY = 'ringwell.currency';

const listeners = new Set<() => void>();
/** Read from storage on first use in the browser, then kept here, so a refused write still lasts the session. */
let chosen: Currency | undefined;

/** The page's language's currency (GBP for English, EUR for the languages of the euro countries). */
let pageDefault: Currency = DEFAULT_CURRENCY;

function storedCurrency(): Currency {
  const stored = readStored(CURRENCY_STORAGE_KEY);
  return isCurrency(stored) ? stored : pageDefault;
}

function currentCurrency(): Currency {
  chosen ??= storedCurrency();
  return chosen;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key !== CURRENCY_STORAGE_KEY) return;
  chosen = isCurrency(event.newValue) ? event.newValue : pageDefault;
  notify();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function setCurrency(currency: Currency): void {
  chosen = currency;
  writeStored(CURRENCY_STORAGE_KEY, currency);
  notify();
}

/**
 * The visitor's currency, the same in every component on the page. The server render and the hydrating render show
 * the page's language's currency, like the static HTML; a choice the visitor stored wins once hydration is done
 * (another tab's change follows).
 */
export function useCurrency(): Currency {
  pageDefault = useLanguage().currency;
  return useSyncExternalStore(subscribe, currentCurrency, () => pageDefault);
}

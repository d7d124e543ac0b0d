/**
 * Cookie consent and Google Consent Mode. This module pushes the default (all denied) into the data layer before the
 * page's first event and before the tag manager, which only it loads; it re-asserts a stored choice, records new ones
 * and loads the tag manager when one is configured. (The default is not an inline script in the head: nothing reads
 * the data layer before this module runs, and every page would carry its bytes and the policy its hash.)
 * Every function touches the browser only when called, never on import, so server rendering can import it.
 */
import type { SiteConfig } from '../generated/schema-types';
import { CONSENT_CHANGED_EVENT, OPEN_COOKIE_SETTINGS_EVENT } from '../constants';
import { readStoredJson, writeStoredJson } from './storage';

export type ConsentValue = 'accepted' | 'declined';

export interface ConsentChoice {
  value: ConsentValue;
  /** When the visitor chose, as an ISO 8601 timestamp. */
  decidedAt: string;
  /** The policy version the visitor chose under. */
  policyVersion: string;
}

export interface ConsentSettings {
  policyVersion: string;
  tagManagerId?: string;
}

type SignalState = 'granted' | 'denied';

export interface ConsentSignals {
  ad_storage: SignalState;
  ad_user_data: SignalState;
  ad_personalization: SignalState;
  analytics_storage: SignalState;
}

export const CONSENT_STORAGE_KEY = 'ringwell.consent';
/** A choice older than this is asked for again. */
export const CONSENT_VALID_MONTHS = 6;
const DEFAULT_POLICY_VERSION = '1';
const TAG_MANAGER_URL = 'https://www.googletagmanager.com/gtm.js';

export function consentSettings(site: SiteConfig): ConsentSettings {
  return {
    policyVersion: site.analytics?.consentPolicyVersion ?? DEFAULT_POLICY_VERSION,
    tagManagerId: site.analytics?.tagManagerId,
  };
}

export function consentSignals(value: ConsentValue): ConsentSignals {
  const state: SignalState = value === 'accepted' ? 'granted' : 'denied';
  return { ad_storage: state, ad_user_data: state, ad_personalization: state, analytics_storage: state };
}

export function dataLayer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

// Google's tags read the Arguments object; a plain array pushed instead is ignored.
function gtag(_command: 'consent', _action: 'default' | 'update', _signals: ConsentSignals): void {
  // eslint-disable-next-line prefer-rest-params
  dataLayer().push(arguments);
}

/**
 * The stored choice when it still counts: well formed, made under the current policy version and less than six
 * months ago. Anything else means the visitor has to be asked (again).
 */
export function currentChoice(stored: unknown, policyVersion: string, now: Date): ConsentChoice | undefined {
  if (!stored || typeof stored !== 'object') return undefined;
  const { value, decidedAt, policyVersion: version } = stored as Partial<Record<keyof ConsentChoice, unknown>>;
  if (value !== 'accepted' && value !== 'declined') return undefined;
  if (typeof decidedAt !== 'string' || version !== policyVersion) return undefined;
  const decided = new Date(decidedAt);
  if (Number.isNaN(decided.getTime()) || decided > now) return undefined;
  const expires = new Date(decided);
  expires.setUTCMonth(expires.getUTCMonth() + CONSENT_VALID_MONTHS);
  return now < expires ? { value, decidedAt, policyVersion: version } : undefined;
}

export function readConsent(settings: ConsentSettings): ConsentChoice | undefined {
  return currentChoice(readStoredJson(CONSENT_STORAGE_KEY), settings.policyVersion, new Date());
}

/**
 * Records the visitor's choice, tells Google's tags, and broadcasts it. When storage is blocked the choice still
 * holds for this visit; the banner asks again on the next.
 */
export function chooseConsent(value: ConsentValue, settings: ConsentSettings): ConsentChoice {
  const choice: ConsentChoice = { value, decidedAt: new Date().toISOString(), policyVersion: settings.policyVersion };
  writeStoredJson(CONSENT_STORAGE_KEY, choice);
  gtag('consent', 'update', consentSignals(value));
  window.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_CHANGED_EVENT, { detail: choice }));
  return choice;
}

export function openCookieSettings(): void {
  window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));
}

function loadTagManager(containerId: string): void {
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_URL}?id=${encodeURIComponent(containerId)}`;
  document.head.append(script);
}

let restored = false;

/**
 * Runs once per document, before the first analytics event: pushes the default, re-asserts a stored acceptance, then
 * loads the tag manager, which so finds the visitor's consent state already in the data layer. Returns the choice
 * that still counts, if any.
 */
export function restoreConsent(settings: ConsentSettings): ConsentChoice | undefined {
  const choice = readConsent(settings);
  if (restored) return choice;
  restored = true;
  gtag('consent', 'default', consentSignals('declined'));
  if (choice?.value === 'accepted') gtag('consent', 'update', consentSignals('accepted'));
  if (settings.tagManagerId) loadTagManager(settings.tagManagerId);
  return choice;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
  interface WindowEventMap {
    [CONSENT_CHANGED_EVENT]: CustomEvent<ConsentChoice>;
  }
}

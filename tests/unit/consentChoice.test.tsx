import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentSettings } from '../../src/runtime/consent';

/**
 * What Google's tags are told when a visitor declines, and on the next page once a choice is stored: the cookie
 * banner's buttons as the server renders them, and the consent code run against a window of its own (an event target,
 * a data layer and storage), as the browser runs it.
 */
vi.mock('virtual:site', async () => ({ manifest: (await import('./blockSite')).blockSiteData().manifest, pageLoaders: {} }));

const settings: ConsentSettings = { policyVersion: '1' };

class MemoryStorage {
  private values = new Map<string, string>();
  getItem = (key: string) => this.values.get(key) ?? null;
  setItem = (key: string, value: string) => void this.values.set(key, value);
  removeItem = (key: string) => void this.values.delete(key);
}

/** The consent commands in the data layer, as [action, signals]. */
const consentCommands = () =>
  (window.dataLayer ?? [])
    .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
    .map((entry) => [...(entry as IArguments)])
    .filter(([command]) => command === 'consent')
    .map(([, action, signals]) => [action, new Set(Object.values(signals as object))]);

beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal('window', Object.assign(new EventTarget(), { localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() }));
});
afterEach(() => vi.unstubAllGlobals());

/** The value the banner's button with this label records, as the server renders it. */
async function buttonValue(label: string): Promise<string | undefined> {
  const { CookieBannerDock } = await import('../../src/layout/CookieBanner');
  const { theme } = await import('../../src/theme/theme');
  const { LanguageContext } = await import('../../src/i18n/language');
  const [english] = (await import('./blockSite')).blockSiteData().languages;
  const html = renderToString(
    <LanguageContext value={english}>
      <ThemeProvider theme={theme}>
        <CookieBannerDock />
      </ThemeProvider>
    </LanguageContext>,
  );
  const button = [...html.matchAll(/<button[^>]*data-consent="([^"]+)"[^>]*>([\s\S]*?)<\/button>/g)].find(([, , text]) => text.replace(/<[^>]+>/g, '').trim() === label);
  return button?.[1];
}

describe('declining cookies', () => {
  it('the Decline button records a decline, and Google is told every signal is denied', async () => {
    const value = await buttonValue('Decline cookies');
    expect(value).toBe('declined');
    const { chooseConsent } = await import('../../src/runtime/consent');
    chooseConsent(value as 'declined', settings);
    expect(consentCommands()).toEqual([['update', new Set(['denied'])]]);
  });

  it('the Accept button records an acceptance, which grants every signal', async () => {
    const value = await buttonValue('Accept cookies');
    expect(value).toBe('accepted');
    const { chooseConsent } = await import('../../src/runtime/consent');
    chooseConsent(value as 'accepted', settings);
    expect(consentCommands()).toEqual([['update', new Set(['granted'])]]);
  });
});

describe('a stored choice on the next page', () => {
  const storeThenRestore = async (value: 'accepted' | 'declined') => {
    const { chooseConsent } = await import('../../src/runtime/consent');
    chooseConsent(value, settings);
    // The next page: a new document with an empty data layer.
    vi.resetModules();
    window.dataLayer = [];
    const { restoreConsent } = await import('../../src/runtime/consent');
    const restored = restoreConsent(settings);
    return { restored, commands: consentCommands() };
  };

  it('a stored decline is never re-asserted as granted', async () => {
    const { restored, commands } = await storeThenRestore('declined');
    expect(restored?.value).toBe('declined');
    expect(commands.filter(([, signals]) => (signals as Set<string>).has('granted'))).toEqual([]);
  });

  it('a stored acceptance is re-asserted as granted', async () => {
    const { restored, commands } = await storeThenRestore('accepted');
    expect(restored?.value).toBe('accepted');
    expect(commands.at(-1)).toEqual(['update', new Set(['granted'])]);
  });
});

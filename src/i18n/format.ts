import { IntlMessageFormat } from 'intl-messageformat';

const compiled = new Map<string, IntlMessageFormat>();

/**
 * Fills in a message of the catalogue (pages/_strings.yaml) for a locale: {name} takes the value, and
 * {count, plural, one {...} other {...}} the form that the locale's plural rules choose for the number.
 */
export function formatMessage(message: string, intl: string, values: Record<string, string | number> = {}): string {
  const key = `${intl}\u0000${message}`;
  let format = compiled.get(key);
  if (!format) {
    format = new IntlMessageFormat(message, intl);
    compiled.set(key, format);
  }
  return String(format.format(values));
}

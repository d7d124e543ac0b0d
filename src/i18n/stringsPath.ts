import type { UiStrings } from '../generated/schema-types';

/** A group of the interface words (`pricing`) or one word of a group (`chrome.inEnglish`). */
export type StringsPath = { [Group in keyof UiStrings]: Group | `${Group}.${keyof UiStrings[Group] & string}` }[keyof UiStrings];

/** Only the words the paths name, each in its group. */
export function pickStrings(strings: UiStrings, paths: Iterable<StringsPath>): Partial<UiStrings> {
  const picked: Record<string, Record<string, unknown>> = {};
  const groups = strings as unknown as Record<string, Record<string, unknown>>;
  for (const path of paths) {
    const [group, word] = path.split('.');
    picked[group] = word === undefined ? groups[group] : { ...picked[group], [word]: groups[group][word] };
  }
  return picked as Partial<UiStrings>;
}

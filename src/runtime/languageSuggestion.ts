/**
 * Once, on the default language's home page, a browser that prefers another of the site's languages is told, in that
 * language, that the site speaks it (src/layout/LanguageSuggestion.tsx). Nothing redirects: a shared link shows what
 * it links to. Closing the note, or following it, is remembered, and the note is not shown again.
 */
import { readStored, writeStored } from './storage';

export const LANGUAGE_SUGGESTION_TEMPLATE_ID = 'language-suggestion';
export const SUGGESTION_STORAGE_KEY = 'ringwell.language-suggestion';

/** The first of the browser's languages the site speaks, by its primary subtag (de for de-AT). */
export function preferredLanguage(preferences: readonly string[], spoken: readonly string[]): string | undefined {
  return preferences.map((tag) => tag.toLowerCase().split('-')[0]).find((code) => spoken.includes(code));
}

export function startLanguageSuggestion(): void {
  const template = document.getElementById(LANGUAGE_SUGGESTION_TEMPLATE_ID) as HTMLTemplateElement | null;
  if (!template || readStored(SUGGESTION_STORAGE_KEY)) return;
  const cards = [...template.content.children] as HTMLElement[];
  const pageLanguage = document.documentElement.lang.split('-')[0];
  const code = preferredLanguage(navigator.languages, [pageLanguage, ...cards.map((card) => card.dataset.language!)]);
  const card = cards.find((candidate) => candidate.dataset.language === code);
  if (!card) return;
  const shown = card.cloneNode(true) as HTMLElement;
  const remember = () => writeStored(SUGGESTION_STORAGE_KEY, code!);
  shown.querySelector('[data-dismiss]')!.addEventListener('click', () => {
    remember();
    shown.remove();
  });
  shown.querySelector('a')!.addEventListener('click', remember);
  document.body.append(shown);
}

import { embeddingPages } from '../app/recordedManifest';

/**
 * Navigation is a page load, made instant: the browser prerenders a same-site page once the visitor shows intent
 * (hovering a link, or starting to tap it), and shows it at once on the click. Pages that embed a third party (the
 * booking widget) are left out: their security policy differs and the embed should start only when they are opened.
 */
export function speculationRules(): string {
  return JSON.stringify({
    prerender: [
      {
        // `{/}?`: with or without a trailing slash, as a host may serve either.
        where: { and: [{ href_matches: '/*' }, { not: { href_matches: embeddingPages().map((path) => `${path}{/}?`) } }] },
        eagerness: 'moderate',
      },
    ],
  });
}

export function SpeculationRules() {
  return <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules() }} />;
}

import { manifest } from 'virtual:site';

/**
 * Navigation is a page load, made instant: the browser prerenders a same-site page once the visitor shows intent
 * (hovering a link, or starting to tap it), and shows it at once on the click. Pages with the booking widget are left
 * out: their security policy differs and their widget should start only when they are opened.
 */
export function speculationRules(): string {
  const bookingPages = manifest.routes.filter((route) => route.embedsBooking).map((route) => route.path);
  return JSON.stringify({
    prerender: [
      {
        where: { and: [{ href_matches: '/*' }, { not: { href_matches: bookingPages.flatMap((path) => [path, `${path}/`]) } }] },
        eagerness: 'moderate',
      },
    ],
  });
}

export function SpeculationRules() {
  return <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules() }} />;
}

import { expect, it } from 'vitest';
import { pageStyled } from '../../src/app/pageStyles';

/** Three components' rules as styled-components' server sheet writes them, each followed by its marker. */
const css =
  '.ORntv{color:red;}/*!sc*/\ndata-styled.g1[id="sc-x1-0"]{content:"ORntv,"}/*!sc*/\n' +
  '.isJhtF{color:blue;}/*!sc*/\n.isJhtF:hover{color:navy;}/*!sc*/\n.b{margin:0;}/*!sc*/\ndata-styled.g2[id="sc-x1-1"]{content:"isJhtF,"}/*!sc*/\n' +
  '.kpiGKO{padding:0.5rem;}/*!sc*/\ndata-styled.g3[id="sc-x1-2"]{content:"kpiGKO,"}/*!sc*/\n';

it('a page without islands gets plain CSS, short class names and no component ids (named ones, as the dev server writes them, too)', () => {
  const html = '<main class="sc-x1-0 ORntv"><p class="Hero__Title-sc-x1-3 kpiGKO">Hi</p><p class="kpiGKO a">Ho</p></main>';
  expect(pageStyled(html, css)).toEqual({
    // The most used class gets the shortest name; no name the page already has (a), or its CSS (.b), is given again,
    // and a class the styles do not name (a) keeps its own.
    html: '<main class="d"><p class="c">Hi</p><p class="c a">Ho</p></main>',
    styles: '<style data-page-styles>.d{color:red;}.isJhtF{color:blue;}.isJhtF:hover{color:navy;}.b{margin:0;}.c{padding:0.5rem;}</style>',
  });
});

it("a page with an island keeps the markers, ids and class names of its island's components, and the last marker, which closes the rules", () => {
  const island = '<div data-island="pricing" data-props="{}" class="sc-x1-9 zzz"><div><b class="sc-x1-1 isJhtF"></b></div></div>';
  const { html, styles } = pageStyled(`<p class="sc-x1-0 ORntv"></p>${island}<i class="sc-x1-2 kpiGKO isJhtF"></i>`, css);
  expect(html).toBe(`<p class="a"></p>${island}<i class="kpiGKO isJhtF"></i>`);
  expect(styles).toMatch(/^<style data-page-styles data-styled="true" data-styled-version="[\d.]+">/);
  expect(styles).not.toContain('data-styled.g1');
  expect(styles).toContain('data-styled.g2[id="sc-x1-1"]{content:"isJhtF,"}');
  // The last marker stays, and with it its names: the browser code finds their rules under those names.
  expect(styles).toContain('.kpiGKO{padding:0.5rem;}/*!sc*/\ndata-styled.g3[id="sc-x1-2"]{content:"kpiGKO,"}');
  // Every rule keeps its end, so the browser code inserts the rules one by one.
  expect(styles).toContain('.a{color:red;}/*!sc*/\n.isJhtF{color:blue;}');
});

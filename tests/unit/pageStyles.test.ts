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

it("a page with an island gives its islands' components a style element of their own, first, with their markers, ids and class names; the rest is plain CSS", () => {
  const island = '<div data-island="pricing" data-props="{}" class="sc-x1-9 zzz"><div><b class="sc-x1-1 isJhtF"></b></div></div>';
  const { html, styles } = pageStyled(`<p class="sc-x1-0 ORntv"></p>${island}<i class="sc-x1-2 kpiGKO isJhtF"></i>`, css);
  // An island component's class keeps its name outside the island too: the browser code renders it by that name.
  expect(html).toBe(`<p class="a"></p>${island}<i class="c isJhtF"></i>`);
  const [islandStyle, pageStyle, ...more] = styles.split(/(?=<style)/);
  expect(more).toEqual([]);
  // Every rule of the island's components keeps its end, so the browser code takes them over one by one.
  expect(islandStyle).toMatch(
    /^<style data-page-styles data-styled="true" data-styled-version="[\d.]+">\.isJhtF\{color:blue;\}\/\*!sc\*\/\n\.isJhtF:hover\{color:navy;\}\/\*!sc\*\/\n\.b\{margin:0;\}\/\*!sc\*\/\ndata-styled\.g2\[id="sc-x1-1"\]\{content:"isJhtF,"\}\/\*!sc\*\/\n<\/style>$/,
  );
  expect(pageStyle).toBe('<style data-page-styles>.a{color:red;}.c{padding:0.5rem;}</style>');
});

it('keyframes join the islands\' element on a page with islands, and stay in the plain CSS on a page without', () => {
  const keyframes = '@keyframes kfA{from{opacity:0;}}/*!sc*/\ndata-styled.g4[id="sc-keyframes-kfA"]{content:"kfA,"}/*!sc*/\n';
  const plain = pageStyled('<p class="sc-x1-0 ORntv"></p>', css + keyframes).styles;
  expect(plain).toBe('<style data-page-styles>.a{color:red;}.isJhtF{color:blue;}.isJhtF:hover{color:navy;}.b{margin:0;}.kpiGKO{padding:0.5rem;}@keyframes kfA{from{opacity:0;}}</style>');
  const island = '<div data-island="pricing" data-props="{}" class="sc-x1-9 zzz"><b class="sc-x1-1 isJhtF"></b></div>';
  const [islandStyle] = pageStyled(island, css + keyframes).styles.split(/(?=<style)/);
  expect(islandStyle).toContain('@keyframes kfA{from{opacity:0;}}/*!sc*/\ndata-styled.g4[id="sc-keyframes-kfA"]{content:"kfA,"}/*!sc*/\n</style>');
});

it("a component id the styles name (`& + &`, a component's instances one after another) stays on its elements, renamed with the rule", () => {
  const siblings = '.ORntv{color:red;}/*!sc*/\n.sc-x1-5+.sc-x1-5{margin-top:4rem;}/*!sc*/\ndata-styled.g1[id="sc-x1-5"]{content:"ORntv,"}/*!sc*/\n';
  expect(pageStyled('<section class="sc-x1-5 ORntv"></section><section class="sc-x1-5 ORntv"></section>', siblings)).toEqual({
    html: '<section class="a b"></section><section class="a b"></section>',
    styles: '<style data-page-styles>.b{color:red;}.a+.a{margin-top:4rem;}</style>',
  });
});

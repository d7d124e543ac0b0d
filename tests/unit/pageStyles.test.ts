import { expect, it } from 'vitest';
import { pageStyled } from '../../src/app/pageStyles';

/** Three components' rules as styled-components' server sheet writes them, each followed by its marker. */
const css =
  '.a{color:red;}/*!sc*/\ndata-styled.g1[id="sc-x1-0"]{content:"a,"}/*!sc*/\n' +
  '.b{color:blue;}/*!sc*/\n.b:hover{color:navy;}/*!sc*/\ndata-styled.g2[id="sc-x1-1"]{content:"b,"}/*!sc*/\n' +
  '.c{color:green;}/*!sc*/\ndata-styled.g3[id="sc-x1-2"]{content:"c,"}/*!sc*/\n';

it('a page without islands gets plain CSS and no component ids (named ones, as the dev server writes them, too)', () => {
  expect(pageStyled('<main class="sc-x1-0 a"><p class="Hero__Title-sc-x1-3">Hi</p></main>', css)).toEqual({
    html: '<main class="a"><p>Hi</p></main>',
    styles: '<style data-page-styles>.a{color:red;}.b{color:blue;}.b:hover{color:navy;}.c{color:green;}</style>',
  });
});

it("a page with an island keeps the markers and ids of its island's components, and the last marker, which closes the rules", () => {
  const island = '<div data-island="pricing" data-props="{}" class="sc-x1-9 z"><div><b class="sc-x1-1 b"></b></div></div>';
  const { html, styles } = pageStyled(`<p class="sc-x1-0 a"></p>${island}<i class="sc-x1-2 c"></i>`, css);
  expect(html).toBe(`<p class="a"></p>${island}<i class="c"></i>`);
  expect(styles).toMatch(/^<style data-page-styles data-styled="true" data-styled-version="[\d.]+">/);
  expect(styles).not.toContain('data-styled.g1');
  expect(styles).toContain('data-styled.g2[id="sc-x1-1"]');
  expect(styles).toContain('data-styled.g3[id="sc-x1-2"]');
  // Every rule keeps its end, so the browser code inserts the rules one by one.
  expect(styles).toContain('.a{color:red;}/*!sc*/\n.b{color:blue;}');
});

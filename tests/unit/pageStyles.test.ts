import { expect, it } from 'vitest';
import { pageStyleElement } from '../../src/app/pageStyles';

/** Two components' rules as styled-components' server sheet writes them, each followed by its marker. */
const css =
  '.a{color:red;}/*!sc*/\ndata-styled.g1[id="sc-x-0"]{content:"a,"}/*!sc*/\n' +
  '.b{color:blue;}/*!sc*/\n.b:hover{color:navy;}/*!sc*/\ndata-styled.g2[id="sc-x-1"]{content:"b,"}/*!sc*/\n' +
  '.c{color:green;}/*!sc*/\ndata-styled.g3[id="sc-x-2"]{content:"c,"}/*!sc*/\n';

it('a page without islands gets plain CSS, without the markers only styled-components’ browser code reads', () => {
  expect(pageStyleElement(css, '<main><p class="sc-x-0 a">Hi</p></main>')).toBe(
    '<style data-page-styles>.a{color:red;}.b{color:blue;}.b:hover{color:navy;}.c{color:green;}</style>',
  );
});

it("a page with an island keeps the markers of its island's components and the last one, which closes the rules", () => {
  const html = '<p class="sc-x-0 a"></p><div data-island="pricing" data-props="{}"><div><b class="sc-x-1 b"></b></div></div><i class="sc-x-2 c"></i>';
  const style = pageStyleElement(css, html);
  expect(style).toMatch(/^<style data-page-styles data-styled="true" data-styled-version="[\d.]+">/);
  expect(style).not.toContain('data-styled.g1');
  expect(style).toContain('data-styled.g2[id="sc-x-1"]');
  expect(style).toContain('data-styled.g3[id="sc-x-2"]');
  // Every rule keeps its end, so the browser code inserts the rules one by one.
  expect(style).toContain('.a{color:red;}/*!sc*/\n.b{color:blue;}');
});

import { describe, expect, it } from 'vitest';
import { inlineLinks, parseInline, plainText, slugify } from './inlineText.ts';

describe('inline text', () => {
  it('splits bold and links out of plain text', () => {
    expect(parseInline('Call **now** or [book a demo](/book-demo).')).toEqual([
      { kind: 'text', text: 'Call ' },
      { kind: 'strong', text: 'now' },
      { kind: 'text', text: ' or ' },
      { kind: 'link', text: 'book a demo', href: '/book-demo' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves HTML as text, so author text can never inject markup', () => {
    expect(parseInline('<script>alert(1)</script>')).toEqual([{ kind: 'text', text: '<script>alert(1)</script>' }]);
  });

  it('lists the links of a text and its plain words', () => {
    expect(inlineLinks('See [one](/a) and [two](#b).')).toEqual(['/a', '#b']);
    expect(plainText('See **bold** and [a link](/a).')).toBe('See bold and a link.');
  });

  it('turns headings into anchor ids', () => {
    expect(slugify('Why **missed calls** cost £1,000s: a café’s story')).toBe('why-missed-calls-cost-1-000s-a-cafe-s-story');
  });
});

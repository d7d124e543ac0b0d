import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from './jsonLd';

describe('serializeJsonLd', () => {
  it('cannot close the script element or open a comment, whatever the content says', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script> <!-- & \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(text).toBe('{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u003c!-- \\u0026 \\u2028"}');
  });

  it('parses back to the same data', () => {
    const data = { headline: 'Calls & bookings <today>', list: [1, 'two'] };
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
  });
});

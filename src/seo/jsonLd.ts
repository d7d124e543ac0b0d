/**
 * JSON for an inline `<script type="application/ld+json">`. Escaping `<`, `>` and `&` means no text in the content
 * (such as "</script>") can end the element early, and U+2028/U+2029 cannot break older parsers.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

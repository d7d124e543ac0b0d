/** An icon's symbol id, in the sprite and in a page that carries its symbols: prefixed, so no anchor can take it. */
export const iconId = (name: string) => `icon-${name}`;

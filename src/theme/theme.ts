import { BRAND_FONTS } from './fontFamilies';

/** Design tokens. Colours are chosen for WCAG AA contrast on the surfaces they are used on. */
export const theme = {
  color: {
    ink: '#0f172a',
    text: '#334155',
    muted: '#556070',
    line: '#e2e8f0',
    surface: '#ffffff',
    subtle: '#f6f7fb',
    brand: '#4338ca',
    brandStrong: '#3730a3',
    brandSoft: '#eef0ff',
    accent: '#0e7490',
    night: '#0b1026',
    nightSoft: '#161c3d',
    onNight: '#e6e9f5',
    onNightMuted: '#b8bfd9',
    highlight: '#a5b4fc',
    success: '#15803d',
    warning: '#b45309',
    danger: '#b91c1c',
    focus: '#f59e0b',
  },
  font: {
    body: `'${BRAND_FONTS.body.family}', '${BRAND_FONTS.body.fallbacks.arial}', '${BRAND_FONTS.body.fallbacks.roboto}', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`,
    display: `'${BRAND_FONTS.display.family}', '${BRAND_FONTS.display.fallbacks.arial}', '${BRAND_FONTS.display.fallbacks.roboto}', '${BRAND_FONTS.body.family}', system-ui, sans-serif`,
  },
  size: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1.0625rem',
    lg: '1.25rem',
    xl: 'clamp(1.375rem, 1.2rem + 0.8vw, 1.75rem)',
    h2: 'clamp(1.75rem, 1.35rem + 1.8vw, 2.625rem)',
    h1: 'clamp(2.25rem, 1.6rem + 3.2vw, 4rem)',
  },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem', xxl: '4rem', section: 'clamp(3.5rem, 2.5rem + 4vw, 6.5rem)' },
  radius: { sm: '8px', md: '14px', lg: '22px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgba(15, 23, 42, 0.05), 0 8px 24px -12px rgba(15, 23, 42, 0.12)',
    raised: '0 2px 4px rgba(15, 23, 42, 0.06), 0 20px 40px -16px rgba(15, 23, 42, 0.22)',
  },
  layout: { width: '1180px', narrow: '760px', header: '72px' },
  breakpoint: { narrow: '360px', sm: '600px', md: '900px', lg: '1200px' },
} as const;

export type Theme = typeof theme;

/** A colour of the theme ('#b45309') as its red, green and blue, each from 0 to 255. */
export const rgbChannels = (hex: string): number[] => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));

export const media = {
  /** Narrower than most phones: a 320 px one, or a larger one zoomed in. */
  narrow: `@media (max-width: calc(${theme.breakpoint.narrow} - 0.02px))`,
  sm: `@media (min-width: ${theme.breakpoint.sm})`,
  md: `@media (min-width: ${theme.breakpoint.md})`,
  lg: `@media (min-width: ${theme.breakpoint.lg})`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  /** A pointer that hovers (a mouse): a tap on a phone would leave hover styles on, and restyle the page within the tap. */
  hover: '@media (hover: hover)',
};

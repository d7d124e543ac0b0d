import type { SiteConfig } from '../../src/generated/schema-types';

const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';
const ANALYTICS_ORIGINS = ['https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];

export interface PolicyNeeds {
  /** The third parties the page embeds (the booking widget's), from its blocks' records. */
  thirdPartyOrigins: readonly string[];
  /** sha256 hashes of the page's inline scripts, as 'sha256-...'. */
  scriptHashes: readonly string[];
}

export type Headers = Record<string, string>;

/** Headers every response gets, whatever it is. */
export const COMMON_HEADERS: Headers = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

function originOf(url: string | undefined): string[] {
  return url && /^https:/.test(url) ? [new URL(url).origin] : [];
}

/**
 * The Content Security Policy of an HTML page. Scripts run only from this site (and inline ones only by hash);
 * inline styles are allowed because styled-components writes them; third parties are allowed only where a page
 * needs them: an embed's on pages that have it, the tag manager only when one is configured.
 */
export function contentSecurityPolicy(site: SiteConfig, { thirdPartyOrigins: widget, scriptHashes }: PolicyNeeds): string {
  const tagManager = Boolean(site.analytics?.tagManagerId);
  const tags = tagManager ? [TAG_MANAGER_ORIGIN] : [];
  const measurement = tagManager ? ANALYTICS_ORIGINS : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...widget, ...tags],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', ...widget, ...tags, ...measurement],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...originOf(site.formEndpoint), ...widget, ...measurement],
    ['frame-src', ...(widget.length > 0 || tagManager ? [...widget, ...tags] : ["'none'"])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

export interface HeaderRule {
  /** A site path, or a prefix ending in `*`. */
  path: string;
  headers: Headers;
}

/** The `_headers` file of Netlify and Cloudflare Pages. */
export function headersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map(({ path, headers }) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'))
    .join('\n\n')
    .concat('\n');
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const separator = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && separator > 0) rule.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return rules;
}

/** The headers for a request path: every matching rule, later rules winning, as static hosts apply them. */
export function headersForPath(rules: readonly HeaderRule[], path: string): Headers {
  const matches = (pattern: string) =>
    pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path || `${pattern}/` === path;
  return Object.assign({}, ...rules.filter((rule) => matches(rule.path)).map((rule) => rule.headers));
}

/** The same rules for Vercel, where a later matching rule overrides an earlier one. */
export function vercelConfig(rules: readonly HeaderRule[]): string {
  const source = (path: string) => (path.endsWith('*') ? `${path.slice(0, -1)}(.*)` : path);
  const headers = rules.map(({ path, headers }) => ({
    source: source(path),
    headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
  }));
  return `${JSON.stringify({ cleanUrls: true, trailingSlash: false, headers }, null, 2)}\n`;
}

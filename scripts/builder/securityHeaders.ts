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

/** Browsers keep a hashed asset for a year without asking again: its name changes whenever its content does. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * What Cloudflare Pages, Netlify and Vercel send for a file that no rule gives a `Cache-Control`: a browser checks it
 * each time (with its ETag), so pages are never stale.
 */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

export interface HeaderRule {
  /** A site path, or a prefix ending in `*`. */
  path: string;
  /** Headers an earlier matching rule set that this rule removes before setting its own (Cloudflare's `! Name`). */
  detach?: string[];
  headers: Headers;
}

/** A page that embeds third parties (the booking widget), with their origins. */
export interface Embed {
  route: string;
  origins: readonly string[];
}

/**
 * The site's header rules, a handful whatever the number of pages: every response gets the common headers and the
 * strict site-wide policy; hashed assets are immutable; each page that embeds a third party gets a policy that allows
 * it in place of the site-wide one. Every inline script's hash is in every policy: the site has the same few on every
 * page.
 */
export function siteHeaderRules(site: SiteConfig, { embeds, scriptHashes }: { embeds: readonly Embed[]; scriptHashes: readonly string[] }): HeaderRule[] {
  return [
    { path: '/*', headers: { ...COMMON_HEADERS, 'Content-Security-Policy': contentSecurityPolicy(site, { thirdPartyOrigins: [], scriptHashes }) } },
    { path: '/assets/*', headers: { 'Cache-Control': IMMUTABLE } },
    ...embeds.map(({ route, origins }) => ({
      path: route,
      detach: ['Content-Security-Policy'],
      headers: { 'Content-Security-Policy': contentSecurityPolicy(site, { thirdPartyOrigins: origins, scriptHashes }) },
    })),
  ];
}

/** The `_headers` file of Cloudflare Pages and Netlify. Netlify ignores a `! Name` line and lets a later rule's header replace an earlier one's. */
export function headersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map(({ path, detach = [], headers }) =>
      [path, ...detach.map((name) => `  ! ${name}`), ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
    )
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
    const rule = rules.at(-1);
    if (!rule) continue;
    const detached = line.match(/^\s*!\s*(\S+)\s*$/);
    if (detached) {
      (rule.detach ??= []).push(detached[1]);
      continue;
    }
    const separator = line.indexOf(':');
    if (separator > 0) rule.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return rules;
}

/**
 * The headers for a request path, as Cloudflare Pages applies its rules: every matching rule in order, each first
 * removing the headers it detaches, then setting its own; a header that an earlier rule set is joined to with a comma.
 */
export function headersForPath(rules: readonly HeaderRule[], path: string): Headers {
  const matches = (pattern: string) => (pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path);
  const result = new Map<string, [name: string, value: string]>();
  const setByRules = new Set<string>();
  for (const rule of rules.filter((candidate) => matches(candidate.path))) {
    for (const name of rule.detach ?? []) result.delete(name.toLowerCase());
    for (const [name, value] of Object.entries(rule.headers)) {
      const key = name.toLowerCase();
      const earlier = setByRules.has(key) ? result.get(key) : undefined;
      result.set(key, earlier ? [earlier[0], `${earlier[1]}, ${value}`] : [name, value]);
      setByRules.add(key);
    }
  }
  return Object.fromEntries(result.values());
}

/**
 * The same rules and the redirects for Vercel, where a later matching rule's header replaces an earlier one's, and
 * `cleanUrls` answers `/x/y` from `x/y.html` (scripts/builder/outputPath.ts).
 */
export function vercelConfig(rules: readonly HeaderRule[], redirects: readonly { from: string; to: string }[]): string {
  const source = (path: string) => (path.endsWith('*') ? `${path.slice(0, -1)}(.*)` : path);
  const headers = rules.map(({ path, headers }) => ({
    source: source(path),
    headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
  }));
  const permanent = redirects.map(({ from, to }) => ({ source: from, destination: to, statusCode: 301 }));
  return `${JSON.stringify({ cleanUrls: true, trailingSlash: false, headers, redirects: permanent }, null, 2)}\n`;
}

/**
 * What Cloudflare Pages reads of `_headers` and `_redirects`: rules past these limits, and longer lines, are skipped
 * with a warning at deploy time, so the build fails on them instead.
 */
export const CLOUDFLARE_LIMITS = { headerRules: 100, staticRedirects: 2000, dynamicRedirects: 100, lineLength: 2000 };

/** One line per limit that the host files pass; none when Cloudflare Pages reads them whole. */
export function hostLimitProblems({ headers, redirects }: { headers: string; redirects: string }): string[] {
  const problems: string[] = [];
  const longLines = (name: string, text: string) =>
    text.split('\n').forEach((line, index) => {
      if (line.length > CLOUDFLARE_LIMITS.lineLength) {
        problems.push(`${name}:${index + 1} is ${line.length} characters long; Cloudflare Pages skips lines over ${CLOUDFLARE_LIMITS.lineLength}.`);
      }
    });
  longLines('_headers', headers);
  longLines('_redirects', redirects);
  const headerRules = headers.split('\n').filter((line) => line.startsWith('/')).length;
  if (headerRules > CLOUDFLARE_LIMITS.headerRules) {
    problems.push(`_headers has ${headerRules} rules; Cloudflare Pages reads the first ${CLOUDFLARE_LIMITS.headerRules}. Give pages a policy by kind, not one rule each.`);
  }
  const rules = redirects.split('\n').filter((line) => line.trim() && !line.trim().startsWith('#'));
  const dynamic = rules.filter((line) => /[*:]/.test(line.trim().split(/\s+/)[0])).length;
  if (rules.length - dynamic > CLOUDFLARE_LIMITS.staticRedirects) {
    problems.push(`_redirects has ${rules.length - dynamic} redirects; Cloudflare Pages reads the first ${CLOUDFLARE_LIMITS.staticRedirects}.`);
  }
  if (dynamic > CLOUDFLARE_LIMITS.dynamicRedirects) {
    problems.push(`_redirects has ${dynamic} redirects with a * or :placeholder; Cloudflare Pages reads the first ${CLOUDFLARE_LIMITS.dynamicRedirects}.`);
  }
  return problems;
}

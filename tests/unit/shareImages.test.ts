import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { layOutCard, writeShareImages, type SharedPage } from '../../scripts/build/shareImages';
import { atomFeed } from '../../scripts/build/siteFiles';
import type { ArticleSummary } from '../../src/content/manifest';
import { createContentChecker } from '../../src/content/siteContent';
import type { PageDocument, SiteConfig } from '../../src/generated/schema-types';
import { shareCard } from '../../src/seo/shareImage';
import { repoRoot } from './checkFixture';

const site = { brand: 'Ringwell', origin: 'https://ringwell.ai' };
// Drawing pictures is CPU work, which takes several times as long on a busy two-core machine.
const DRAWING_TIMEOUT_MS = 30_000;

const page = (route: string, doc: Partial<PageDocument>): SharedPage => ({
  route,
  doc: { blocks: [], ...doc, meta: { description: 'A page.', ...doc.meta } } as PageDocument,
});

const home = page('/', { meta: { title: 'Ringwell | AI Receptionist That Answers Every Call, 24/7', description: 'd' } });
const about = page('/about', { meta: { title: 'About Us: Why We Built an AI Receptionist | Ringwell', description: 'd' } });
const article = page('/blog/cost-of-missed-calls', {
  kind: 'article',
  meta: { title: 'The Real Cost of Missed Calls | Ringwell', description: 'd' },
  article: { title: 'What Missed Calls Really Cost Your Business', category: 'Business Tips' } as PageDocument['article'],
});
const industry = page('/restaurants', {
  kind: 'industry',
  meta: { title: 'AI Phone Answering for Restaurants | Ringwell', description: 'd' },
  industry: { name: 'Restaurants', category: 'Hospitality & Retail' } as PageDocument['industry'],
});

/** Width and height from a PNG's header: the signature, then the IHDR chunk's first two fields. */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('share images', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'share-images-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('draws a 1200 x 630 PNG for each page at share/<route>.png, and each page its own', async () => {
    expect(await writeShareImages(outDir, site, [home, about, article, industry])).toBe(4);
    const files = ['share/index.png', 'share/about.png', 'share/blog/cost-of-missed-calls.png', 'share/restaurants.png'].map((file) =>
      readFileSync(join(outDir, file)),
    );
    for (const png of files) expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    const digests = files.map((png) => createHash('sha256').update(png).digest('hex'));
    expect(new Set(digests).size).toBe(files.length);
  }, DRAWING_TIMEOUT_MS);

  it("shows an article's headline and category, an industry page's title and category, and a main page's title alone", () => {
    expect(shareCard(home.doc, site.brand)).toEqual({ headline: 'AI Receptionist That Answers Every Call, 24/7' });
    expect(shareCard(article.doc, site.brand)).toEqual({ headline: 'What Missed Calls Really Cost Your Business', label: 'Business Tips' });
    expect(shareCard(industry.doc, site.brand)).toEqual({ headline: 'AI Phone Answering for Restaurants', label: 'Hospitality & Retail' });
  });

  it("fits every page's headline in three lines above the address, a long one at a smaller size", async () => {
    const { pages } = createContentChecker(repoRoot).check();
    const longest = pages
      .map(({ doc }) => shareCard(doc as PageDocument, site.brand))
      .sort((a, b) => b.headline.length - a.headline.length)
      .slice(0, 3);
    const short = await layOutCard({ headline: 'Careers' }, site.brand, 'ringwell.ai');
    const tooLong = await layOutCard({ headline: `${longest[0].headline} ${longest[1].headline}`, label: 'AI Technology' }, site.brand, 'ringwell.ai');
    const addressTop = 630 - 60 - 56;
    for (const laidOut of [short, tooLong, ...(await Promise.all(longest.map((card) => layOutCard(card, site.brand, 'ringwell.ai'))))]) {
      expect(laidOut.headline.height).toBeLessThanOrEqual(Math.ceil(3 * 1.1 * laidOut.headlineSize));
      expect(laidOut.headline.top + laidOut.headline.height).toBeLessThanOrEqual(addressTop);
    }
    expect(tooLong.headlineSize).toBeLessThan(short.headlineSize);
  }, DRAWING_TIMEOUT_MS);

  it("names each feed entry's picture with an Atom enclosure link", () => {
    const summary = { route: '/blog/cost-of-missed-calls', title: 'T', excerpt: 'E', category: 'Business Tips', publishDate: '2025-10-20' } as ArticleSummary;
    const feed = atomFeed({ ...site, shareImage: {} } as SiteConfig, [summary]);
    expect(feed).toContain('<link rel="enclosure" type="image/png" href="https://ringwell.ai/share/blog/cost-of-missed-calls.png"/>');
  });
});

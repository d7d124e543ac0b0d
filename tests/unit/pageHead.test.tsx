import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { PageHead } from '../../src/layout/PageHead';
import type { PageDocument } from '../../src/generated/schema-types';
import { blockSiteData } from './blockSite';

/** PageHead rendered on the server as the prerender renders it, against the fixture site (brand Fixture). */
vi.mock('virtual:site', async () => ({ manifest: (await import('./blockSite')).blockSiteData().manifest, pageLoaders: {} }));
const [language] = blockSiteData().languages;

const origin = 'https://fixture.example';

const doc = (fields: Partial<PageDocument>) => ({ blocks: [], ...fields }) as PageDocument;
const article = doc({
  kind: 'article',
  meta: { title: 'The first article | Fixture', description: 'd' },
  article: {
    title: 'Why missed calls cost money',
    category: 'Business Tips',
    publishDate: '2025-10-20',
    author: { name: 'A', role: 'W' },
    image: { src: '/images/articles/first.svg', alt: 'A phone', width: 1200, height: 630 },
  } as PageDocument['article'],
});
const industry = doc({
  kind: 'industry',
  meta: { title: 'AI Phone Answering for Bakeries | Fixture', description: 'd' },
  industry: { name: 'Bakeries', category: 'Hospitality & Retail' } as PageDocument['industry'],
});
const about = doc({ meta: { title: 'About us | Fixture', description: 'd' } });

const decode = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'");

function sharingTags(route: string, page: PageDocument) {
  const html = renderToString(<PageHead page={{ route, file: 'pages/x.yaml', doc: page, extras: { relatedArticles: [], relatedIndustries: [] }, language, alternates: [], untranslated: [], untranslatedTexts: [] }} />);
  const content = (attribute: string) => {
    const match = html.match(new RegExp(`<meta (?:property|name)="${attribute}" content="([^"]*)"`));
    return match ? decode(match[1]) : undefined;
  };
  return {
    image: content('og:image'),
    width: content('og:image:width'),
    height: content('og:image:height'),
    alt: content('og:image:alt'),
    twitterImage: content('twitter:image'),
    twitterAlt: content('twitter:image:alt'),
  };
}

describe("PageHead's link-preview picture", () => {
  it('is the picture the build draws for the page, 1200 by 630, with alt text naming the page', () => {
    expect(sharingTags('/blog/first-article', article)).toEqual({
      image: `${origin}/share/blog/first-article.png`,
      width: '1200',
      height: '630',
      alt: 'Fixture, Business Tips: Why missed calls cost money',
      twitterImage: `${origin}/share/blog/first-article.png`,
      twitterAlt: 'Fixture, Business Tips: Why missed calls cost money',
    });
    expect(sharingTags('/bakeries', industry)).toMatchObject({
      image: `${origin}/share/bakeries.png`,
      alt: 'Fixture, Hospitality & Retail: AI Phone Answering for Bakeries',
    });
    expect(sharingTags('/about', about)).toMatchObject({ image: `${origin}/share/about.png`, alt: 'Fixture: About us' });
    expect(sharingTags('/', about).image).toBe(`${origin}/share/index.png`);
  });

  it("is the page's own meta.image when it names one, and the site's picture on the 404 page", () => {
    const own = { src: '/images/launch.png', alt: 'The launch poster', width: 1200, height: 628 };
    expect(sharingTags('/about', doc({ meta: { ...about.meta, image: own } }))).toMatchObject({
      image: `${origin}/images/launch.png`,
      height: '628',
      alt: 'The launch poster',
    });
    expect(sharingTags('(not-found)', about)).toMatchObject({ image: `${origin}/images/share-default.png`, alt: 'The fixture site' });
  });
});

import { FIRST_SCREEN_END_ID, isNotFound } from '../constants';
import type { SitePageData } from '../content/virtualPages';
import { serializeJsonLd } from '../seo/jsonLd';
import { pageShareImage } from '../seo/shareImage';
import { structuredData } from '../seo/structuredData';

/**
 * The page's title, metadata and structured data. React 19 renders the title, meta and link elements first; the
 * prerender moves them into the document head.
 * Pages are rendered on the server only, so none of this reaches the browser's code.
 */
export function PageHead({ page }: { page: SitePageData }) {
  const { route, doc, language, alternates } = page;
  const { site, strings } = language;
  const { title, description, keywords, robots = 'index, follow', canonical } = doc.meta;
  // The 404 page answers many addresses, so it names no canonical one. A page's own canonical address is the default
  // language's; a translation's is its own.
  const routed = !isNotFound(page);
  const url = routed ? `${site.origin}${canonical && language.code === site.locales[0].code ? canonical : route}` : undefined;
  // Each page has a picture of its own, drawn by the build; the 404 page, which answers many addresses, keeps the site's.
  const image = doc.meta.image ?? (url ? pageShareImage(route, doc, site.brand, strings) : site.shareImage);
  const imageUrl = `${site.origin}${image.src}`;
  const article = doc.article;
  const jsonLd = url && serializeJsonLd(structuredData(site, route, doc, language));
  const ogLocale = (intl: string) => intl.replace('-', '_');
  const defaultVersion = alternates.find((alternate) => alternate.code === site.locales[0].code);
  return (
    <>
      <title>{title}</title>
      <link rel="expect" href={`#${FIRST_SCREEN_END_ID}`} blocking="render" />
      <meta name="description" content={description} />
      {keywords && keywords.length > 0 && <meta name="keywords" content={keywords.join(', ')} />}
      <meta name="robots" content={robots} />
      {url && <link rel="canonical" href={url} />}
      {routed &&
        alternates.length > 1 &&
        alternates.map((alternate) => <link key={alternate.code} rel="alternate" hrefLang={alternate.intl} href={`${site.origin}${alternate.route}`} />)}
      {routed && alternates.length > 1 && defaultVersion && <link rel="alternate" hrefLang="x-default" href={`${site.origin}${defaultVersion.route}`} />}
      <meta property="og:type" content={article ? 'article' : 'website'} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:locale" content={ogLocale(language.intl)} />
      {alternates
        .filter((alternate) => alternate.code !== language.code)
        .map((alternate) => (
          <meta key={alternate.code} property="og:locale:alternate" content={ogLocale(alternate.intl)} />
        ))}
      <meta property="og:site_name" content={site.brand} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:image:alt" content={image.alt} />
      {article && <meta property="article:published_time" content={article.publishDate} />}
      {article && <meta property="article:modified_time" content={article.publishDate} />}
      {article && <meta property="article:author" content={article.author.name} />}
      {article && <meta property="article:section" content={article.category} />}
      {article?.tags?.map((tag) => <meta key={tag} property="article:tag" content={tag} />)}
      <meta name="twitter:card" content="summary_large_image" />
      {site.twitter && <meta name="twitter:site" content={site.twitter} />}
      {site.twitter && <meta name="twitter:creator" content={site.twitter} />}
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={image.alt} />
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />}
    </>
  );
}

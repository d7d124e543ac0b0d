import { manifest } from 'virtual:site';
import type { PageDocument } from '../generated/schema-types';
import { serializeJsonLd } from '../seo/jsonLd';
import { pageShareImage } from '../seo/shareImage';
import { structuredData } from '../seo/structuredData';

/**
 * The page's title, metadata and structured data. React 19 renders the title, meta and link elements first; the
 * prerender moves them into the document head.
 * Pages are rendered on the server only, so none of this reaches the browser's code.
 */
export function PageHead({ route, doc }: { route: string; doc: PageDocument }) {
  const { site } = manifest;
  const { title, description, keywords, robots = 'index, follow', canonical } = doc.meta;
  // The 404 page answers many addresses, so it names no canonical one.
  const url = route.startsWith('/') ? `${site.origin}${canonical ?? route}` : undefined;
  // Each page has a picture of its own, drawn by the build; the 404 page, which answers many addresses, keeps the site's.
  const image = doc.meta.image ?? (url ? pageShareImage(route, doc, site.brand) : site.shareImage);
  const imageUrl = `${site.origin}${image.src}`;
  const article = doc.article;
  const jsonLd = url && serializeJsonLd(structuredData(site, route, doc));
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {keywords && keywords.length > 0 && <meta name="keywords" content={keywords.join(', ')} />}
      <meta name="robots" content={robots} />
      {url && <link rel="canonical" href={url} />}
      <meta property="og:type" content={article ? 'article' : 'website'} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:locale" content={site.locales[0].intl.replace('-', '_')} />
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

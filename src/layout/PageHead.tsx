import { manifest } from 'virtual:site';
import type { PageDocument } from '../generated/schema-types';

/** The page's title and metadata; React 19 places these elements in the document head. */
export function PageHead({ route, doc }: { route: string; doc: PageDocument }) {
  const { site } = manifest;
  const { title, description, keywords, robots = 'index, follow', canonical } = doc.meta;
  const url = `${site.origin}${canonical ?? route}`;
  return (
    <>
      <title>{title || site.defaultTitle}</title>
      <meta name="description" content={description} />
      {keywords && keywords.length > 0 && <meta name="keywords" content={keywords.join(', ')} />}
      <meta name="robots" content={robots} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={site.locale} />
      <meta property="og:site_name" content={site.brand} />
    </>
  );
}

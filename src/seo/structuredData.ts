import type { PageDocument, SiteConfig } from '../generated/schema-types';
import { formatMessage } from '../i18n/format';
import type { PageLanguage } from '../i18n/language';
import { structuredDataOf } from '../blocks/registry';

type Thing = Record<string, unknown>;

const SPECIFIC_TYPES = new Set(['Article', 'Service', 'JobPosting', 'FAQPage']);

const absolute = (site: SiteConfig, path: string) => (/^https?:/.test(path) ? path : `${site.origin}${path}`);

function organization(site: SiteConfig): Thing {
  return {
    '@type': 'Organization',
    '@id': `${site.origin}/#organization`,
    name: site.brand,
    url: `${site.origin}/`,
    logo: absolute(site, '/favicon.svg'),
    email: site.contact.email,
    ...(site.contact.phone && { telephone: site.contact.phone }),
  };
}

const publisher = (site: SiteConfig) => ({ '@id': `${site.origin}/#organization` });

function breadcrumbList(site: SiteConfig, route: string, items: NonNullable<PageDocument['breadcrumbs']>): Thing {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: absolute(site, item.href ?? route),
    })),
  };
}

function countryCode(site: SiteConfig, name: string): string | undefined {
  return site.countries.find((country) => country.name === name)?.code;
}

/** Everything a search engine may read about a page, as one JSON-LD graph, in the page's language (`intl`). */
export function structuredData(site: SiteConfig, route: string, doc: PageDocument, { intl, strings }: Pick<PageLanguage, 'intl' | 'strings'>): Thing {
  const url = absolute(site, doc.meta.canonical ?? route);
  const graph: Thing[] = [];

  if (route === '/') {
    graph.push(organization(site), {
      '@type': 'WebSite',
      '@id': `${site.origin}/#website`,
      name: site.brand,
      url: `${site.origin}/`,
      inLanguage: intl,
      publisher: publisher(site),
    });
  }
  if (doc.breadcrumbs) graph.push(breadcrumbList(site, route, doc.breadcrumbs));

  if (doc.article) {
    const { title, excerpt, author, publishDate, category, tags, image } = doc.article;
    graph.push({
      '@type': 'Article',
      headline: title,
      description: excerpt,
      inLanguage: intl,
      url,
      mainEntityOfPage: url,
      datePublished: publishDate,
      dateModified: publishDate,
      author: { '@type': 'Person', name: author.name, jobTitle: author.role },
      publisher: { '@type': 'Organization', name: site.brand, url: `${site.origin}/` },
      articleSection: category,
      ...(tags && { keywords: tags.join(', ') }),
      // The article's own picture; link previews show the PNG the build draws for the page, as they do not show SVG.
      image: absolute(site, image.src),
    });
  }

  if (doc.industry) {
    graph.push({
      '@type': 'Service',
      name: formatMessage(strings.seo.serviceName, intl, { brand: site.brand, industry: doc.industry.name }),
      serviceType: strings.seo.serviceType,
      inLanguage: intl,
      description: doc.meta.description,
      url,
      audience: { '@type': 'BusinessAudience', name: doc.industry.name },
      areaServed: site.countries.map((country) => country.name),
      provider: { '@type': 'Organization', name: site.brand, url: `${site.origin}/` },
    });
  }

  if (doc.job) {
    const { title, summary, locations, employmentType = 'FULL_TIME', datePosted, remote = false } = doc.job;
    const countries = locations.map((name) => ({ '@type': 'Country', name: countryCode(site, name) ?? name }));
    graph.push({
      '@type': 'JobPosting',
      title,
      description: summary,
      datePosted,
      employmentType,
      url,
      hiringOrganization: { '@type': 'Organization', name: site.brand, sameAs: `${site.origin}/` },
      ...(remote
        ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: countries }
        : {
            jobLocation: countries.map((country) => ({
              '@type': 'Place',
              address: { '@type': 'PostalAddress', addressCountry: country.name },
            })),
          }),
    });
  }

  graph.push(...structuredDataOf(doc.blocks));

  // Articles, industry pages and job postings are described by their own node above; other pages by their type.
  const pageType = doc.meta.schemaType ?? 'WebPage';
  if (!SPECIFIC_TYPES.has(pageType)) {
    graph.push({ '@type': pageType, name: doc.meta.title, description: doc.meta.description, url, inLanguage: intl });
  }
  return { '@context': 'https://schema.org', '@graph': graph };
}

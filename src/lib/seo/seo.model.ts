import type { PageMeta } from '../../layouts/parts/meta';
import { SEO_MESSAGES } from './seo.messages';

/** One step of a breadcrumb trail: a label and its path (the last step is the page itself). */
export type Crumb = { name: string; path: string };

/** What a page says about itself; turned into PageMeta for the layouts. */
export type SeoInput = {
  title: string;
  description?: string;
  path: string;
  image?: string;
  type?: PageMeta['type'];
  breadcrumbs?: Crumb[];
  /** Further schema.org nodes (Article, Product, ...), merged into one `@graph`. */
  jsonLd?: Record<string, unknown>[];
  noindex?: boolean;
};

/** The label of the first breadcrumb step. */
export const HOME_CRUMB: Crumb = { name: SEO_MESSAGES.home, path: '/' };

/**
 * schema.org BreadcrumbList with absolute URLs.
 * @example breadcrumbJsonLd([{ name: 'ブログ', path: '/blog/' }], 'https://shop.jp')
 */
export function breadcrumbJsonLd(crumbs: Crumb[], site: string | URL) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: new URL(c.path, site).toString(),
    })),
  };
}

/** A trail that starts at the top page. */
export const trail = (...steps: Crumb[]): Crumb[] => [HOME_CRUMB, ...steps];

/**
 * Text for a meta description: tags stripped, whitespace folded, at most `max` characters.
 * @example metaDescription('<p>春の <b>新作</b></p>') // '春の 新作'
 */
export function metaDescription(html: string, max = 120): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/** PageMeta for the layouts: title, description, canonical path, OG, and one JSON-LD graph. */
export function seoMeta(input: SeoInput, site: string | URL | undefined): PageMeta {
  const base = site ?? 'http://localhost:4321';
  const graph = [
    ...(input.breadcrumbs && input.breadcrumbs.length > 1
      ? [breadcrumbJsonLd(input.breadcrumbs, base)]
      : []),
    ...(input.jsonLd ?? []),
  ];
  return {
    title: input.title,
    description: input.description,
    path: input.path,
    image: input.image,
    type: input.type,
    noindex: input.noindex,
    jsonLd: graph.length ? { '@context': 'https://schema.org', '@graph': graph } : undefined,
  };
}

/** schema.org Article for a blog post or news item. */
export function articleJsonLd(a: {
  title: string;
  path: string;
  publishedAt: string;
  image?: string;
  site: string | URL;
  publisher: string;
}) {
  return {
    '@type': 'Article',
    headline: a.title,
    datePublished: a.publishedAt,
    mainEntityOfPage: new URL(a.path, a.site).toString(),
    ...(a.image ? { image: [new URL(a.image, a.site).toString()] } : {}),
    publisher: { '@type': 'Organization', name: a.publisher },
  };
}

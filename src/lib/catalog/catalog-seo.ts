import type { Product } from '../../../contract/catalog/catalog.schema';
import { CATALOG_MESSAGES as M } from './catalog.messages';

/** schema.org Product with one JPY offer and its availability, for the product page. */
export function productJsonLd(product: Product, pageUrl: string, imageUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.summary,
    sku: product.code,
    image: [imageUrl],
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      priceCurrency: 'JPY',
      price: product.product_price_with_tax,
      availability: product.is_stock_available
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
    },
  };
}

/** A trail entry: name and absolute URL. */
export type Crumb = { name: string; url: string };

/** schema.org BreadcrumbList of a page's trail. */
export function breadcrumbJsonLd(trail: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: c.url,
    })),
  };
}

/** The trail of a product page: top, product list, its categories, the product. */
export function productTrail(product: Product, site: URL | string): Crumb[] {
  const abs = (path: string) => new URL(path, site).toString();
  return [
    { name: M.top, url: abs('/') },
    { name: M.products, url: abs('/product/') },
    ...product.categories.map((c) => ({
      name: c.name,
      url: abs(`/product/?category=${encodeURIComponent(c.key)}`),
    })),
    { name: product.name, url: abs(`/product/${encodeURIComponent(product.key)}/`) },
  ];
}

/** Several JSON-LD nodes in one script element. */
export const jsonLdGraph = (...nodes: Record<string, unknown>[]) => ({
  '@context': 'https://schema.org',
  '@graph': nodes.map(({ '@context': _context, ...node }) => node),
});

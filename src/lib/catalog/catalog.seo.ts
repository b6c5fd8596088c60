import type { Product } from './catalog.schema';

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

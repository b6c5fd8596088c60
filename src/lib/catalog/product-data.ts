import type { Product } from '../../../contract/catalog/catalog.schema';
import { CATALOG_MESSAGES as M } from './catalog.messages';

/**
 * Rows of the 商品データ table: code, maker, brand, categories and tax rate.
 * @example productDataRows(product)[0] // ['商品コード', 'OX-1']
 */
export function productDataRows(product: Product): [string, string][] {
  return [
    [M.code, product.code],
    ...(product.maker ? [[M.maker, product.maker.name] as [string, string]] : []),
    ...(product.brand ? [[M.brand, product.brand.name] as [string, string]] : []),
    ...(product.categories.length
      ? [[M.category, product.categories.map((c) => c.name).join(' › ')] as [string, string]]
      : []),
    [M.taxRate, `${product.tax_rate}%${product.tax_rate === 8 ? M.reducedRate : ''}`],
  ];
}

/**
 * Title and description a product page announces (the catch-all sets them in the browser).
 * @example productHeadMeta({ name: 'シャツ', summary: '' }, '和みや').title // 'シャツ | 和みや'
 */
export function productHeadMeta(product: Pick<Product, 'name' | 'summary'>, siteName: string) {
  const title =
    siteName && siteName !== product.name ? `${product.name} | ${siteName}` : product.name;
  const description = product.summary.replace(/\s+/g, ' ').trim().slice(0, 120);
  return { title, description };
}

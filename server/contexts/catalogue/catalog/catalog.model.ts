import type { CategoryNode, Product, Ref } from '../../../../contract/catalog/catalog.schema';
import { productImageUrl } from '../../../../contract/catalog/product-pictures';
import { withTax } from '../../../../contract/shared/money';
import { sanitizeRichHtml } from '../../../services/sanitize';
import type { CategoryRow, ProductDetails, ProductRow } from './catalog.queries';

/** Nests flat category rows into the hierarchy (roots first, children in row order). */
export function toCategoryTree(all: CategoryRow[]): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>();
  for (const c of all) nodes.set(c.id, { id: c.id, key: c.key, name: c.name, children: [] });
  const roots: CategoryNode[] = [];
  for (const c of all) {
    const node = nodes.get(c.id) as CategoryNode;
    const parent = c.parentId === null ? undefined : nodes.get(c.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** A category and its ancestors, root first. */
export function categoryPath(all: CategoryRow[], id: number | null): Ref[] {
  const byId = new Map(all.map((c) => [c.id, c]));
  const path: Ref[] = [];
  let current = id === null ? undefined : byId.get(id);
  while (current && path.length < 10) {
    path.unshift({ id: current.id, key: current.key, name: current.name });
    current = current.parentId === null ? undefined : byId.get(current.parentId);
  }
  return path;
}

const toRef = (row: { id: number; key: string; name: string } | undefined): Ref | null =>
  row ? { id: row.id, key: row.key, name: row.name } : null;

/** Maps a product row and its loaded details to the API's Product. */
export function toProduct(row: ProductRow, details: ProductDetails): Product {
  const variants = details.variants
    .filter((v) => v.productId === row.id)
    .map((v) => ({
      id: v.id,
      code: v.code,
      name: v.name,
      stock: v.stock,
      is_stock_available: v.stock > 0,
      sort: v.sort,
    }));
  const images = details.images
    .filter((i) => i.productId === row.id)
    .map((i) => ({ path: i.path, alt: i.alt || row.name }));
  const image = images[0] ?? { path: productImageUrl(row.key, 1), alt: row.name };
  return {
    id: row.id,
    key: row.key,
    code: row.code,
    name: row.name,
    summary: row.summary,
    detail: sanitizeRichHtml(row.detailHtml),
    product_price: row.price,
    product_price_with_tax: withTax(row.price, row.taxRate),
    before_price: row.beforePrice,
    before_price_with_tax: row.beforePrice === null ? null : withTax(row.beforePrice, row.taxRate),
    tax_rate: row.taxRate,
    is_show_product: row.isShow,
    is_stock_available: variants.some((v) => v.is_stock_available),
    is_age_restricted: row.isAgeRestricted,
    is_favorite: false,
    image,
    images: images.length ? images : [image],
    maker: toRef(details.makers.find((m) => m.id === row.makerId)),
    brand: toRef(details.brands.find((b) => b.id === row.brandId)),
    categories: categoryPath(details.categories, row.categoryId),
    tags: details.tags.filter((t) => t.productId === row.id).map((t) => t.name),
    size_table: row.sizeTable,
    product_model: { products: variants },
    published_at: row.publishedAt.toISOString(),
  };
}

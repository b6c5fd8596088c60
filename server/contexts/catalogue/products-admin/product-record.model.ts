import type { AdminProduct } from '../../../../contract/catalog/back-office-products.schema';
import { withTax } from '../../../../contract/shared/money';
import type { products } from '../../../db/schema/index';

type Named = { id: number; name: string } | null;

/** What the back office reads of a product: its row and everything around it. */
export type ProductParts = {
  row: typeof products.$inferSelect;
  category: Named;
  brand: Named;
  maker: Named;
  tags: string[];
  channels: string[];
  variants: AdminProduct['variants'];
  images: { url: string; alt: string; position: number }[];
  relations: { kind: string; key: string }[];
};

const keysOf = (parts: ProductParts, kind: string) =>
  parts.relations.filter((r) => r.kind === kind).map((r) => r.key);

/** A whole product as the back office edits it. */
export function toAdminProduct(parts: ProductParts): AdminProduct {
  const { row } = parts;
  return {
    product_key: row.key,
    name: row.name,
    code: row.code,
    summary: row.summary,
    description: row.detailHtml,
    product_price: row.price,
    before_price: row.beforePrice,
    tax_rate: row.taxRate,
    price_with_tax: withTax(row.price, row.taxRate),
    is_show_product: row.isShow,
    is_age_restricted: row.isAgeRestricted,
    published_at: row.publishedAt.toISOString(),
    category_id: row.categoryId,
    brand_id: row.brandId,
    maker_id: row.makerId,
    category: parts.category,
    brand: parts.brand,
    maker: parts.maker,
    tags: parts.tags,
    channels: parts.channels,
    variants: parts.variants,
    publish_from: row.publishFrom?.toISOString() ?? null,
    publish_to: row.publishTo?.toISOString() ?? null,
    deleted_at: row.deletedAt?.toISOString() ?? null,
    images: parts.images,
    size_table: row.sizeTable ?? null,
    related: {
      related: keysOf(parts, 'related'),
      recommended: keysOf(parts, 'recommended'),
      accessory: keysOf(parts, 'accessory'),
    },
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The fields a version keeps and a conflict compares (not the bookkeeping ones). */
const BOOKKEEPING = new Set([
  'version',
  'updated_at',
  'price_with_tax',
  'category',
  'brand',
  'maker',
]);

/** A product's saved state, for its version history. */
export function snapshotOf(product: AdminProduct): Record<string, unknown> {
  return Object.fromEntries(Object.entries(product).filter(([key]) => !BOOKKEEPING.has(key)));
}

/** The fields whose values differ between two saved states. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys]
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .sort();
}

import type { ProductListItem, Ref } from '../../../../contract/catalog/catalog.schema';
import { productImageUrl } from '../../../../contract/catalog/product-pictures';
import { withTax } from '../../../../contract/shared/money';

/** One row of the list query: list columns, brand, variants and first picture as JSON. */
export type ListItemRow = {
  id: number;
  key: string;
  code: string;
  name: string;
  price: number;
  beforePrice: number | null;
  taxRate: number;
  isShow: boolean;
  brandId: number | null;
  brandKey: string | null;
  brandName: string | null;
  variants: { id: number; code: string; name: string; stock: number; sort: number }[];
  image: { path: string; alt: string } | null;
  /** The category and its ancestors, root first. */
  categories: Ref[];
};

/** Maps a list row to what the list shows (same values as the full Product's fields). */
export function toListItem(row: ListItemRow, isFavorite: boolean): ProductListItem {
  const variants = row.variants.map((v) => ({ ...v, is_stock_available: v.stock > 0 }));
  const image = row.image
    ? { path: row.image.path, alt: row.image.alt || row.name }
    : { path: productImageUrl(row.key, 1), alt: row.name };
  return {
    id: row.id,
    key: row.key,
    code: row.code,
    name: row.name,
    product_price: row.price,
    product_price_with_tax: withTax(row.price, row.taxRate),
    before_price: row.beforePrice,
    is_show_product: row.isShow,
    is_stock_available: variants.some((v) => v.is_stock_available),
    is_favorite: isFavorite,
    image,
    brand:
      row.brandId === null
        ? null
        : { id: row.brandId, key: row.brandKey ?? '', name: row.brandName ?? '' },
    categories: row.categories,
    product_model: { products: variants },
  };
}

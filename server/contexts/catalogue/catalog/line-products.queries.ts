import { inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { namedIds } from '../../../db/named-ids';
import { productImages, products } from '../../../db/schema/index';

/** What an order's or a gift's lines show of their products today: key, price, tax rate and first picture. */
export type LineProduct = {
  id: number;
  key: string;
  price: number;
  taxRate: number;
  imagePath: string | null;
};

/**
 * The products these lines name (null: a line whose product was deleted), as ordered lines show
 * them, in any channel (a deleted product is missing).
 */
export function lineProducts(
  db: Db | Tx,
  productIds: readonly (number | null)[],
): Promise<LineProduct[]> {
  const ids = namedIds(productIds);
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: products.id,
      key: products.key,
      price: products.price,
      taxRate: products.taxRate,
      imagePath: sql<string | null>`(select ${productImages.path} from ${productImages}
        where ${productImages.productId} = ${products.id}
        order by ${productImages.position} limit 1)`,
    })
    .from(products)
    .where(inArray(products.id, ids));
}

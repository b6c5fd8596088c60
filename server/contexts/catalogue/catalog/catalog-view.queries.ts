import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type {
  Product,
  ProductListItem,
  ProductListQuery,
} from '../../../../contract/catalog/catalog.schema';
import type { Db } from '../../../db/client';
import { products, userListProducts, userLists } from '../../../db/schema/index';
import { toProduct } from './catalog.model';
import { loadProductDetails, type ProductRow } from './catalog.queries';
import { toListItem } from './product-list.model';
import { listItemRows, listTotal } from './product-list.queries';
import { visibleIn } from './sql-fragments.queries';

/** Ids among `productIds` that the member keeps in any favourites list. */
export async function favouriteIds(
  db: Db,
  userId: number | undefined,
  productIds: number[],
): Promise<Set<number>> {
  if (userId === undefined || productIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: userListProducts.productId })
    .from(userListProducts)
    .innerJoin(userLists, eq(userLists.id, userListProducts.listId))
    .where(and(eq(userLists.userId, userId), inArray(userListProducts.productId, productIds)));
  return new Set(rows.map((r) => r.id));
}

/** Maps rows to Products with `is_favorite` for the member (false for guests). */
export async function presentProducts(
  db: Db,
  rows: ProductRow[],
  userId: number | undefined,
): Promise<Product[]> {
  const [details, favourites] = await Promise.all([
    loadProductDetails(db, rows),
    favouriteIds(
      db,
      userId,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((row) => ({ ...toProduct(row, details), is_favorite: favourites.has(row.id) }));
}

/** Visible products of a channel by id, in the order of `ids` (unknown or hidden ids skipped). */
export async function productsByIds(
  db: Db,
  channelId: string,
  ids: number[],
  userId: number | undefined,
): Promise<Product[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(products)
    .where(and(inArray(products.id, ids), visibleIn(db, channelId)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = ids.map((id) => byId.get(id)).filter((r): r is ProductRow => r !== undefined);
  return presentProducts(db, ordered, userId);
}

/** One page of the list as it shows (`fields=list`), with `is_favorite`, and the total. */
export async function listItems(
  db: Db,
  channelId: string,
  query: ProductListQuery,
  userId: number | undefined,
): Promise<{ items: ProductListItem[]; total: number }> {
  const [total, rows] = await Promise.all([
    listTotal(db, channelId, query),
    listItemRows(db, channelId, query),
  ]);
  const favourites = await favouriteIds(
    db,
    userId,
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => toListItem(r, favourites.has(r.id))), total };
}

/** The key of the product a channel shows that is most popular (a product page to preview a layout on), or null. */
export async function popularProductKey(db: Db, channelId: string): Promise<string | null> {
  const [row] = await db
    .select({ key: products.key })
    .from(products)
    .where(visibleIn(db, channelId))
    .orderBy(desc(products.popularity), asc(products.id))
    .limit(1);
  return row?.key ?? null;
}

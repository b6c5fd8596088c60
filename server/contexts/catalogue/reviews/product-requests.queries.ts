import { and, count, desc, eq } from 'drizzle-orm';
import type { ProductRequest } from '../../../../contract/catalog/community.schema';
import type { Db } from '../../../db/client';
import { productRequests, products } from '../../../db/schema/index';

type Page = { page: number; per: number };

/** Saves a product request. */
export async function insertRequest(
  db: Db,
  values: {
    userId: number | null;
    productId: number | null;
    channelId: string;
    name: string;
    email: string;
    body: string;
  },
) {
  const [row] = await db.insert(productRequests).values(values).returning();
  if (!row) throw new Error('product request insert returned nothing');
  return row;
}

/** One page of a member's requests, newest first, with the product's key and name. */
export async function pageRequests(db: Db, userId: number, { page, per }: Page) {
  const where = eq(productRequests.userId, userId);
  const [stats] = await db.select({ total: count() }).from(productRequests).where(where);
  const rows = await db
    .select({ request: productRequests, key: products.key, name: products.name })
    .from(productRequests)
    .leftJoin(products, eq(products.id, productRequests.productId))
    .where(where)
    .orderBy(desc(productRequests.createdAt), desc(productRequests.id))
    .limit(per)
    .offset((page - 1) * per);
  const data: ProductRequest[] = rows.map(({ request, key, name }) => ({
    id: request.id,
    product_id: request.productId,
    product_key: key,
    product_name: name,
    body: request.body,
    created_at: request.createdAt.toISOString(),
  }));
  return { data, total: stats?.total ?? 0 };
}

/** Deletes a member's request; false when it is not theirs or does not exist. */
export async function deleteRequest(db: Db, userId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(productRequests)
    .where(and(eq(productRequests.userId, userId), eq(productRequests.id, id)))
    .returning({ id: productRequests.id });
  return gone.length > 0;
}

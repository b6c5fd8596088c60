import { asc, count, eq, inArray } from 'drizzle-orm';
import type { ContentListQuery } from '../../../../contract/shared/paging.schema';
import type { Db } from '../../../db/client';
import {
  coordinateProducts,
  coordinates,
  stylists as stylistTable,
} from '../../../db/schema/index';
import { tablePage } from '../../../db/table-page';
import { productsByIds } from '../../catalogue/api';

type StylistRow = typeof stylistTable.$inferSelect;

/** Wire shape of a stylist in a list. */
export const toStylist = (s: StylistRow, coordinateCount: number) => ({
  id: s.id,
  key: s.key,
  name: s.name,
  kana: s.kana,
  profile: s.profile,
  height_cm: s.heightCm,
  coordinate_count: coordinateCount,
});

/** How many coordinates each stylist has. */
export async function coordinateCounts(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: coordinates.stylistId, n: count() })
    .from(coordinates)
    .groupBy(coordinates.stylistId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** A stylist's coordinates, each with the channel's visible products worn, in order. */
export async function loadCoordinates(db: Db, channelId: string, stylistId: number) {
  const coords = await db
    .select()
    .from(coordinates)
    .where(eq(coordinates.stylistId, stylistId))
    .orderBy(asc(coordinates.id));
  const ids = coords.map((c) => c.id);
  const links = ids.length
    ? await db
        .select()
        .from(coordinateProducts)
        .where(inArray(coordinateProducts.coordinateId, ids))
        .orderBy(asc(coordinateProducts.sort))
    : [];
  const productIds = [...new Set(links.map((l) => l.productId))];
  // Worn products show without a member, so none is marked a favourite (as before).
  const worn = await productsByIds(db, channelId, productIds, undefined);
  const byId = new Map(worn.map((product) => [product.id, product]));
  return coords.map((c) => ({
    id: c.id,
    key: c.key,
    title: c.title,
    description: c.description,
    products: links
      .filter((l) => l.coordinateId === c.id)
      .flatMap((l) => byId.get(l.productId) ?? []),
  }));
}

/** One page of stylists in id order, and how many there are. */
export const stylistPage = (db: Db, query: ContentListQuery) =>
  tablePage(db, stylistTable, query, [asc(stylistTable.id)]);

/** A stylist by key, if any. */
export async function findStylist(db: Db, key: string): Promise<StylistRow | undefined> {
  const [row] = await db.select().from(stylistTable).where(eq(stylistTable.key, key)).limit(1);
  return row;
}

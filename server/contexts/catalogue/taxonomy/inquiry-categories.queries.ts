import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { namedIds } from '../../../db/named-ids';
import { categories } from '../../../db/schema/index';

/** An inquiry category (お問い合わせの種類) as an inquiry shows it. */
export type InquiryCategory = { id: number; key: string; name: string };

/** The inquiry categories of these ids (those that exist and are inquiry categories), by id. */
export async function inquiryCategories(
  db: Db,
  ids: readonly (number | null)[],
): Promise<Map<number, InquiryCategory>> {
  const wanted = namedIds(ids);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: categories.id, key: categories.key, name: categories.name })
    .from(categories)
    .where(and(inArray(categories.id, wanted), eq(categories.table, 'inquiries')));
  return new Map(rows.map((row) => [row.id, row]));
}

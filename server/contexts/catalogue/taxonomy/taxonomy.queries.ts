import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { TaxonomyItem } from '../../../../contract/catalog/back-office-catalogue.schema';
import type { Db, Tx } from '../../../db/client';
import { brands, categories, makers, products } from '../../../db/schema/index';
import type { TaxonomyKind } from './taxonomy.model';

const TABLES = { categories, brands, makers } as const;
const PRODUCT_COLUMN = {
  categories: products.categoryId,
  brands: products.brandId,
  makers: products.makerId,
} as const;

/** The products' column naming each kind, as SQL names. */
const FK_NAMES = { categories: 'category_id', brands: 'brand_id', makers: 'maker_id' } as const;

/** Product categories only (the table also holds inquiry categories). */
const ofKind = (kind: TaxonomyKind): SQL | undefined =>
  kind === 'categories' ? eq(categories.table, 'products') : undefined;

/** The table of a kind whose records have a shop page (brands, makers), or null (categories). */
const pageTable = (kind: TaxonomyKind) => (kind === 'categories' ? null : TABLES[kind]);

/** Every record of a kind in the shop's order, with how many products (deleted too) use it. */
export async function taxonomyList(db: Db | Tx, kind: TaxonomyKind): Promise<TaxonomyItem[]> {
  const table = TABLES[kind];
  const page = pageTable(kind);
  const rows = await db
    .select({
      id: table.id,
      key: table.key,
      name: table.name,
      kana: kind === 'categories' ? sql<string>`''` : sql<string>`${TABLES[kind].kana}`,
      description:
        kind === 'categories' ? sql<string>`''` : sql<string>`${TABLES[kind].description}`,
      parent_id: kind === 'categories' ? categories.parentId : sql<null>`null`,
      sort: table.sort,
      is_show: page ? page.isShow : sql<number>`1`,
      publish_from: page ? page.publishFrom : sql<Date | null>`null`,
      publish_to: page ? page.publishTo : sql<Date | null>`null`,
      version: page ? page.version : sql<number>`0`,
      // Qualified by hand: inside the subquery an unqualified "id" would be the product's.
      product_count: sql<number>`(select count(*) from ${products} p
        where p.${sql.raw(FK_NAMES[kind])} = ${sql.raw(`"${kind}"`)}."id")::int`,
    })
    .from(table)
    .where(ofKind(kind))
    .orderBy(asc(table.sort), asc(table.id));
  return rows.map((row) => ({
    ...row,
    parent_id: row.parent_id ?? null,
    is_show: Number(row.is_show) === 1,
    publish_from: row.publish_from ? row.publish_from.toISOString() : null,
    publish_to: row.publish_to ? row.publish_to.toISOString() : null,
    version: Number(row.version),
  }));
}

/** A brand's or maker's page as kept in its versions: its text, display and publish period. */
export type TaxonomyPage = {
  name: string;
  kana: string;
  description: string;
  is_show: boolean;
  publish_from: string | null;
  publish_to: string | null;
};

/** The page fields of a listed record (what its kept versions hold). */
export const pageOf = (item: TaxonomyItem): TaxonomyPage => ({
  name: item.name,
  kana: item.kana,
  description: item.description,
  is_show: item.is_show,
  publish_from: item.publish_from,
  publish_to: item.publish_to,
});

/** One record of a kind, locked for the rest of the transaction (brands, makers: with their page's version and period). */
export async function taxonomyById(tx: Tx, kind: TaxonomyKind, id: number) {
  const table = TABLES[kind];
  const page = pageTable(kind);
  const [row] = await tx
    .select({
      id: table.id,
      key: table.key,
      name: table.name,
      sort: table.sort,
      version: page ? page.version : sql<number>`0`,
      publishFrom: page ? page.publishFrom : sql<Date | null>`null`,
      publishTo: page ? page.publishTo : sql<Date | null>`null`,
    })
    .from(table)
    .where(and(eq(table.id, id), ofKind(kind)))
    .for('update');
  return row;
}

/** Whether a record of the kind has `key`. */
export async function taxonomyKeyTaken(tx: Tx, kind: TaxonomyKind, key: string) {
  const table = TABLES[kind];
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.key, key), ofKind(kind)));
  return rows.length > 0;
}

/** The product categories as (id, parent) pairs, for tree checks. */
export function categoryPairs(tx: Tx) {
  return tx
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.table, 'products'));
}

/** Inserts a record of a kind and answers its id. */
export async function insertTaxonomy(
  tx: Tx,
  kind: TaxonomyKind,
  values: {
    key: string;
    name: string;
    kana?: string;
    description?: string;
    parentId?: number | null;
    sort: number;
  },
): Promise<number> {
  const { kana, description, parentId, ...common } = values;
  const inserted =
    kind === 'categories'
      ? await tx
          .insert(categories)
          .values({ ...common, parentId: parentId ?? null })
          .returning({ id: categories.id })
      : await tx
          .insert(TABLES[kind])
          .values({ ...common, kana: kana ?? '', description: description ?? '' })
          .returning({ id: TABLES[kind].id });
  const id = inserted[0]?.id;
  if (id === undefined) throw new Error(`${kind} not inserted`);
  return id;
}

/** Keeps only the values given (undefined: unchanged). */
const given = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));

/**
 * Changes a record's name, parent (categories) or order; brands' and makers' also their page's
 * reading, text, display and period, as the page's next version.
 */
export async function updateTaxonomy(
  tx: Tx,
  kind: TaxonomyKind,
  id: number,
  values: {
    name?: string;
    kana?: string;
    description?: string;
    parentId?: number | null;
    sort?: number;
    isShow?: number;
    publishFrom?: Date | null;
    publishTo?: Date | null;
  },
): Promise<void> {
  const { kana, description, parentId, isShow, publishFrom, publishTo, ...common } = values;
  const page = pageTable(kind);
  const set = page
    ? given({ ...common, kana, description, isShow, publishFrom, publishTo })
    : given({ ...common, parentId });
  if (Object.keys(set).length === 0) return;
  if (!page) {
    await tx
      .update(categories)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(categories.id, id));
    return;
  }
  // Only a change of what the page shows makes a new version (a reorder does not).
  const shown = [values.name, kana, description, isShow, publishFrom, publishTo];
  const version = shown.some((v) => v !== undefined) ? sql`${page.version} + 1` : undefined;
  await tx
    .update(page)
    .set(given({ ...set, version, updatedAt: new Date() }))
    .where(eq(page.id, id));
}

/** Deletes a record of a kind. */
export async function deleteTaxonomy(tx: Tx, kind: TaxonomyKind, id: number): Promise<void> {
  await tx.delete(TABLES[kind]).where(eq(TABLES[kind].id, id));
}

/** Whether anything still uses a record: products (deleted too), child categories, a maker's brands. */
export async function taxonomyInUse(tx: Tx, kind: TaxonomyKind, id: number): Promise<boolean> {
  const [used] = await tx.select({ n: count() }).from(products).where(eq(PRODUCT_COLUMN[kind], id));
  if ((used?.n ?? 0) > 0) return true;
  if (kind === 'categories') {
    const [children] = await tx
      .select({ n: count() })
      .from(categories)
      .where(eq(categories.parentId, id));
    return (children?.n ?? 0) > 0;
  }
  if (kind === 'makers') {
    const [owned] = await tx.select({ n: count() }).from(brands).where(eq(brands.makerId, id));
    return (owned?.n ?? 0) > 0;
  }
  return false;
}

/** The ids of the products filed under some records of a kind (their search text names them). */
export async function productIdsUsing(tx: Tx, kind: TaxonomyKind, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(PRODUCT_COLUMN[kind], ids));
  return rows.map((row) => row.id);
}

/** Every brand's or maker's id and page period (the periods the hourly job books). */
export function taxonomyPageRows(db: Db, kind: 'brands' | 'makers') {
  const table = TABLES[kind];
  return db
    .select({ id: table.id, publishFrom: table.publishFrom, publishTo: table.publishTo })
    .from(table);
}

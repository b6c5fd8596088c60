import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { TaxonomyItem } from '../../../contract/catalog/back-office-catalogue.schema';
import type { Db, Tx } from '../../db/client';
import { brands, categories, makers, products } from '../../db/schema/index';
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

/** Every record of a kind in the shop's order, with how many products (deleted too) use it. */
export async function taxonomyList(db: Db | Tx, kind: TaxonomyKind): Promise<TaxonomyItem[]> {
  const table = TABLES[kind];
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
      // Qualified by hand: inside the subquery an unqualified "id" would be the product's.
      product_count: sql<number>`(select count(*) from ${products} p
        where p.${sql.raw(FK_NAMES[kind])} = ${sql.raw(`"${kind}"`)}."id")::int`,
    })
    .from(table)
    .where(ofKind(kind))
    .orderBy(asc(table.sort), asc(table.id));
  return rows.map((row) => ({ ...row, parent_id: row.parent_id ?? null }));
}

/** One record of a kind, locked for the rest of the transaction. */
export async function taxonomyById(tx: Tx, kind: TaxonomyKind, id: number) {
  const table = TABLES[kind];
  const [row] = await tx
    .select({ id: table.id, key: table.key, name: table.name, sort: table.sort })
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

/** Changes a record's name, reading and page text (brands, makers), parent (categories) or order. */
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
  },
): Promise<void> {
  const { kana, description, parentId, ...common } = values;
  const set =
    kind === 'categories'
      ? { ...common, ...(parentId === undefined ? {} : { parentId }) }
      : {
          ...common,
          ...(kana === undefined ? {} : { kana }),
          ...(description === undefined ? {} : { description }),
        };
  if (Object.keys(set).length === 0) return;
  await tx
    .update(TABLES[kind])
    .set({ ...set, updatedAt: new Date() })
    .where(eq(TABLES[kind].id, id));
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

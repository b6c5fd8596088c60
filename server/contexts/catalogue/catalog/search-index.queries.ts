import { and, asc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import {
  brands,
  categories,
  makers,
  productSearch,
  productSearchMarks,
  products,
  productTags,
  productVariants,
  tags,
} from '../../../db/schema/index';
import { type SearchDocument, searchDocument } from './search.model';

type Writer = Db | Tx;

/** Products indexed per round trip (bounded memory at 100,000 products). */
const BATCH = 500;

/** Names of a category and its ancestors, by category id. */
async function categoryPaths(db: Writer): Promise<Map<number, string[]>> {
  const rows = await db
    .select({ id: categories.id, name: categories.name, parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.table, 'products'));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const paths = new Map<number, string[]>();
  for (const row of rows) {
    const names: string[] = [];
    for (let at = byId.get(row.id), depth = 0; at && depth < 10; depth++) {
      names.push(at.name);
      at = at.parentId === null ? undefined : byId.get(at.parentId);
    }
    paths.set(row.id, names);
  }
  return paths;
}

/** A search document's fields under their column names. */
function snakeCaseDocument(document: SearchDocument) {
  return {
    name_text: document.nameText,
    code_text: document.codeText,
    facet_text: document.facetText,
    body_text: document.bodyText,
    grams: document.grams,
    label_grams: document.labelGrams,
  };
}

/**
 * Inserts or replaces search rows. The batch travels as one JSON parameter spread by
 * `json_populate_recordset`: a bind parameter per value (and the grams as array literals) cost
 * more in the query builder than the database's whole write at 100,000 products.
 */
async function upsertSearchRows(
  db: Writer,
  documents: (ReturnType<typeof snakeCaseDocument> & { product_id: number })[],
): Promise<void> {
  await db.execute(sql`insert into ${productSearch} (product_id, name_text, code_text, facet_text,
      body_text, grams, label_grams)
    select product_id, name_text, code_text, facet_text, body_text, grams, label_grams
    from json_populate_recordset(null::product_search, ${JSON.stringify(documents)}::json)
    on conflict (product_id) do update set name_text = excluded.name_text,
      code_text = excluded.code_text, facet_text = excluded.facet_text,
      body_text = excluded.body_text, grams = excluded.grams,
      label_grams = excluded.label_grams`);
  await mergePendingGrams(db);
  await touchSearchRows(
    db,
    documents.map((d) => d.product_id),
  );
}

/**
 * Moves the entries a write left in the GIN indexes' pending lists into their trees, in one sorted
 * pass a key (see the schema's comment): nothing stays pending for a search to read, even where no
 * autovacuum runs.
 */
async function mergePendingGrams(db: Writer): Promise<void> {
  // to_regclass: a seed writes the rows with both indexes dropped, and builds them after.
  await db.execute(sql`select gin_clean_pending_list(index) from (values
      (to_regclass('product_search_grams_index')),
      (to_regclass('product_search_label_grams_index'))) as gin (index)
    where index is not null`);
}

/** Writes the search rows of the products `where` selects, in batches. */
async function indexWhere(db: Writer, where: SQL | undefined): Promise<number> {
  const paths = await categoryPaths(db);
  let lastId = 0;
  let written = 0;
  for (;;) {
    const rows = await db
      .select({
        id: products.id,
        name: products.name,
        code: products.code,
        summary: products.summary,
        detailHtml: products.detailHtml,
        categoryId: products.categoryId,
        brand: sql<string | null>`${brands.name} || ' ' || ${brands.kana}`,
        maker: sql<string | null>`${makers.name} || ' ' || ${makers.kana}`,
        variantCodes: sql<string[]>`array(select ${productVariants.code} from ${productVariants}
          where ${productVariants.productId} = ${products.id})`,
        tagNames: sql<string[]>`array(select ${tags.name} from ${productTags}
          join ${tags} on ${tags.id} = ${productTags.tagId} where ${productTags.productId} = ${products.id})`,
      })
      .from(products)
      .leftJoin(brands, eq(brands.id, products.brandId))
      .leftJoin(makers, eq(makers.id, products.makerId))
      .where(and(gt(products.id, lastId), where))
      .orderBy(asc(products.id))
      .limit(BATCH);
    if (rows.length === 0) return written;
    const documents = rows.map((row) => ({
      product_id: row.id,
      ...snakeCaseDocument(
        searchDocument({
          name: row.name,
          codes: [row.code, ...row.variantCodes],
          facets: [
            row.brand ?? '',
            row.maker ?? '',
            ...(row.categoryId === null ? [] : (paths.get(row.categoryId) ?? [])),
            ...row.tagNames,
          ],
          summary: row.summary,
          detailHtml: row.detailHtml,
        }),
      ),
    }));
    await upsertSearchRows(db, documents);
    written += rows.length;
    lastId = rows[rows.length - 1]?.id ?? lastId;
  }
}

/**
 * Marks the search rows of some products current as of now (their marks, not the rows): after
 * writing them, or after a write that left every searched text as it was (a price, stock or
 * visibility), so start-up does not reindex them.
 */
export async function touchSearchRows(db: Writer, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .insert(productSearchMarks)
    .values(productIds.map((productId) => ({ productId, indexedAt: sql`now()` })))
    .onConflictDoUpdate({
      target: productSearchMarks.productId,
      set: { indexedAt: sql`excluded.indexed_at` },
    });
}

/** Rewrites the search rows of some products (after a write that changed their text). */
export function reindexProducts(db: Writer, productIds: number[]): Promise<number> {
  if (productIds.length === 0) return Promise.resolve(0);
  return indexWhere(db, inArray(products.id, productIds));
}

/**
 * Rewrites every product's search row (after seeding, or a change to a brand, maker, category or
 * tag), then refreshes the planner's statistics of the table, which would otherwise guess.
 */
export async function reindexAllProducts(db: Writer): Promise<number> {
  const written = await indexWhere(db, undefined);
  await db.execute(sql`analyze ${productSearch}`);
  return written;
}

/**
 * Indexes the listed products whose row is missing or older than the product (written by a tool
 * that does not reindex, or before the search index existed); run at start-up. The stale ones are
 * found by one anti-join over the listed products' (updated_at, id) index and the marks, not a
 * probe per product: 560 → 139 ms at 100,000 products on PostgreSQL, most of a warm restart's
 * time that grew with the catalogue. Deleted products are left: no search reads them.
 */
export async function reindexStaleProducts(db: Writer): Promise<number> {
  const stale = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        isNull(products.deletedAt),
        sql`not exists (select 1 from ${productSearchMarks}
          where ${productSearchMarks.productId} = ${products.id}
          and ${productSearchMarks.indexedAt} >= ${products.updatedAt})`,
      ),
    );
  if (stale.length === 0) return 0;
  const ids = stale.map((row) => row.id);
  const written = await indexWhere(db, sql`${products.id} = any(${sql.param(ids)}::integer[])`);
  await db.execute(sql`analyze ${productSearch}`);
  return written;
}

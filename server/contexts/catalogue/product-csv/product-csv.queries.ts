import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AdminProductListQuery } from '../../../../contract/catalog/back-office-products.schema';
import type { Db, Tx } from '../../../db/client';
import {
  brands,
  categories,
  channels,
  makers,
  productChannels,
  productImages,
  productRelations,
  products,
  productTags,
  productVariants,
  productVersions,
  tags,
} from '../../../db/schema/index';
import { type ProductParts, productListFilters } from '../products-admin/index';
import type { CsvExportProduct } from './product-csv.model';

/** Products per statement of an export or an import's bulk writes (bounded memory and parameters). */
export const CSV_BATCH = 500;

/** Splits a list into batches of `size`. */
export function batches<T>(items: T[], size = CSV_BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** One export batch: each product with its variants in their order. */
export type ExportBatch = {
  product: CsvExportProduct;
  variants: { code: string; name: string; stock: number }[];
}[];

/**
 * The products the list's filters select, by id, `CSV_BATCH` at a time with their variants and
 * channels (three statements a batch): an export never holds more than one batch.
 */
export async function* exportBatches(
  db: Db,
  query: AdminProductListQuery,
): AsyncGenerator<ExportBatch> {
  let lastId = 0;
  for (;;) {
    const rows = await db
      .select({
        id: products.id,
        code: products.code,
        name: products.name,
        price: products.price,
        beforePrice: products.beforePrice,
        taxRate: products.taxRate,
        category: categories.name,
        brand: brands.name,
        maker: makers.name,
        isShow: products.isShow,
        isAgeRestricted: products.isAgeRestricted,
        description: products.detailHtml,
      })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(brands, eq(brands.id, products.brandId))
      .leftJoin(makers, eq(makers.id, products.makerId))
      .where(and(gt(products.id, lastId), productListFilters(query)))
      .orderBy(asc(products.id))
      .limit(CSV_BATCH);
    if (rows.length === 0) return;
    const ids = rows.map((r) => r.id);
    const variantRows = await db
      .select({
        productId: productVariants.productId,
        code: productVariants.code,
        name: productVariants.name,
        stock: productVariants.stock,
      })
      .from(productVariants)
      .where(inArray(productVariants.productId, ids))
      .orderBy(asc(productVariants.productId), asc(productVariants.sort), asc(productVariants.id));
    const channelRows = await db
      .select({ productId: productChannels.productId, id: productChannels.channelId })
      .from(productChannels)
      .where(inArray(productChannels.productId, ids))
      .orderBy(asc(productChannels.channelId));
    yield rows.map(({ id, ...product }) => ({
      product: {
        ...product,
        channels: channelRows.filter((c) => c.productId === id).map((c) => c.id),
      },
      variants: variantRows.filter((v) => v.productId === id),
    }));
    lastId = ids[ids.length - 1] ?? lastId;
  }
}

/** Names → ids of the categories (of products), brands and makers; a name used twice maps to null. */
export async function referenceIdsByName(db: Db | Tx) {
  const byName = (rows: { id: number; name: string }[]) => {
    const map = new Map<string, number | null>();
    for (const r of rows) map.set(r.name, map.has(r.name) ? null : r.id);
    return map;
  };
  const columns = { id: categories.id, name: categories.name };
  return {
    category: byName(
      await db.select(columns).from(categories).where(eq(categories.table, 'products')),
    ),
    brand: byName(await db.select({ id: brands.id, name: brands.name }).from(brands)),
    maker: byName(await db.select({ id: makers.id, name: makers.name }).from(makers)),
    channels: new Set((await db.select({ id: channels.id }).from(channels)).map((c) => c.id)),
  };
}

/** The products whose code is among `codes` (id, key, code, version), locked when `lock`. */
export async function productsByCodes(db: Db | Tx, codes: string[], lock = false) {
  const found: { id: number; key: string; code: string; version: number }[] = [];
  for (const part of batches(codes, 1000)) {
    const query = db
      .select({
        id: products.id,
        key: products.key,
        code: products.code,
        version: products.version,
      })
      .from(products)
      .where(inArray(products.code, part))
      .orderBy(asc(products.id));
    found.push(...(await (lock ? query.for('update') : query)));
  }
  return found;
}

/** The variants of some products: `productId` → variant code → id. */
export async function variantCodesOf(db: Db | Tx, productIds: number[]) {
  const map = new Map<number, Map<string, number>>();
  for (const part of batches(productIds, 1000)) {
    const rows = await db
      .select({
        id: productVariants.id,
        productId: productVariants.productId,
        code: productVariants.code,
      })
      .from(productVariants)
      .where(inArray(productVariants.productId, part));
    for (const r of rows) {
      const codes = map.get(r.productId) ?? new Map<string, number>();
      codes.set(r.code, r.id);
      map.set(r.productId, codes);
    }
  }
  return map;
}

/** The keys among `keys` that products already use. */
export async function takenKeys(db: Db | Tx, keys: string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (const part of batches(keys, 1000)) {
    const rows = await db
      .select({ key: products.key })
      .from(products)
      .where(inArray(products.key, part));
    for (const r of rows) taken.add(r.key);
  }
  return taken;
}

/** Inserts new products, a batch per statement, and answers their ids by key. */
export async function insertProducts(
  tx: Tx,
  values: (typeof products.$inferInsert)[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const part of batches(values)) {
    const rows = await tx
      .insert(products)
      .values(part)
      .returning({ id: products.id, key: products.key });
    for (const r of rows) ids.set(r.key, r.id);
  }
  return ids;
}

/** The SQL name and type of each product column an import sets. */
const UPDATED_COLUMNS = {
  name: ['name', 'text'],
  detailHtml: ['detail_html', 'text'],
  price: ['price', 'integer'],
  beforePrice: ['before_price', 'integer'],
  taxRate: ['tax_rate', 'smallint'],
  isShow: ['is_show', 'boolean'],
  isAgeRestricted: ['is_age_restricted', 'boolean'],
  categoryId: ['category_id', 'integer'],
  brandId: ['brand_id', 'integer'],
  makerId: ['maker_id', 'integer'],
} as const;

/** A product column an import sets. */
export type UpdatedColumn = keyof typeof UPDATED_COLUMNS;

/**
 * Writes the same columns of many products, `CSV_BATCH` per statement (`update … from (values …)`,
 * not one statement a product: 10 s of 23 for 1,000 products on a loaded PGlite), moving each
 * product's version on by one.
 */
export async function updateProducts(
  tx: Tx,
  columns: UpdatedColumn[],
  rows: { id: number; values: Partial<Record<UpdatedColumn, unknown>> }[],
): Promise<void> {
  const names = columns.map((c) => UPDATED_COLUMNS[c][0]);
  const assignments = sql.join(
    [
      ...names.map((n) => sql`${sql.identifier(n)} = v.${sql.identifier(n)}`),
      sql`version = ${products.version} + 1`,
      sql`updated_at = now()`,
    ],
    sql`, `,
  );
  const aliases = sql.join([sql`id`, ...names.map((n) => sql.identifier(n))], sql`, `);
  for (const part of batches(rows)) {
    const values = part.map((row) => {
      const cells = columns.map(
        (c) => sql`${row.values[c] ?? null}::${sql.raw(UPDATED_COLUMNS[c][1])}`,
      );
      return sql`(${sql.join([sql`${row.id}::integer`, ...cells], sql`, `)})`;
    });
    await tx.execute(
      sql`update ${products} set ${assignments} from (values ${sql.join(values, sql`, `)}) as v(${aliases}) where ${products.id} = v.id`,
    );
  }
}

/** Creates or changes variants by (product, code), a batch per statement; `name`/`stock` only when given. */
export async function upsertVariants(
  tx: Tx,
  rows: { productId: number; code: string; name: string; stock: number; sort: number }[],
  set: { name: boolean; stock: boolean },
): Promise<void> {
  const changes = {
    ...(set.name ? { name: sql`excluded.name` } : {}),
    ...(set.stock ? { stock: sql`excluded.stock` } : {}),
    updatedAt: sql`now()`,
  };
  for (const part of batches(rows)) {
    await tx
      .insert(productVariants)
      .values(part)
      .onConflictDoUpdate({
        target: [productVariants.productId, productVariants.code],
        set: changes,
      });
  }
}

/** Replaces the channels of some products, a batch per statement. */
export async function replaceChannels(tx: Tx, byProduct: Map<number, string[]>): Promise<void> {
  for (const part of batches([...byProduct.keys()])) {
    await tx.delete(productChannels).where(inArray(productChannels.productId, part));
    const values = part.flatMap((productId) =>
      (byProduct.get(productId) ?? []).map((channelId) => ({ productId, channelId })),
    );
    if (values.length) await tx.insert(productChannels).values(values);
  }
}

/** Stores saved versions, a batch per statement (a version already kept is left as it is). */
export async function keepVersions(
  tx: Tx,
  values: (typeof productVersions.$inferInsert)[],
): Promise<void> {
  for (const part of batches(values, 200)) {
    await tx.insert(productVersions).values(part).onConflictDoNothing();
  }
}

/** Rows grouped by their product, without the product id, in their order. */
function byProduct<T extends { productId: number }>(rows: T[]) {
  const map = new Map<number, Omit<T, 'productId'>[]>();
  for (const { productId, ...rest } of rows) {
    const list = map.get(productId) ?? [];
    list.push(rest);
    map.set(productId, list);
  }
  return map;
}

/**
 * Everything the back office shows of many products (as `productParts` does for one), in seven
 * statements a batch instead of seven a product: the versions an import keeps.
 */
export async function productPartsOf(tx: Tx, ids: number[]): Promise<ProductParts[]> {
  const out: ProductParts[] = [];
  const named = (table: typeof brands | typeof makers | typeof categories) =>
    tx.select({ id: table.id, name: table.name }).from(table);
  // One after another: a transaction's client runs one query at a time (pg warns on overlap).
  const cats = await named(categories);
  const brandRows = await named(brands);
  const makerRows = await named(makers);
  const name = (rows: { id: number; name: string }[], id: number | null) =>
    rows.find((r) => r.id === id) ?? null;
  for (const part of batches(ids)) {
    const rows = await tx
      .select()
      .from(products)
      .where(inArray(products.id, part))
      .orderBy(asc(products.id));
    const tagRows = await tx
      .select({ productId: productTags.productId, name: tags.name })
      .from(productTags)
      .innerJoin(tags, eq(tags.id, productTags.tagId))
      .where(inArray(productTags.productId, part))
      .orderBy(asc(tags.name));
    const channelRows = await tx
      .select({ productId: productChannels.productId, id: productChannels.channelId })
      .from(productChannels)
      .where(inArray(productChannels.productId, part))
      .orderBy(asc(productChannels.channelId));
    const variantRows = await tx
      .select({
        productId: productVariants.productId,
        id: productVariants.id,
        code: productVariants.code,
        name: productVariants.name,
        colour: productVariants.colour,
        size: productVariants.size,
        stock: productVariants.stock,
        is_hidden: productVariants.isHidden,
      })
      .from(productVariants)
      .where(inArray(productVariants.productId, part))
      .orderBy(asc(productVariants.sort), asc(productVariants.id));
    const imageRows = await tx
      .select({
        productId: productImages.productId,
        url: productImages.path,
        alt: productImages.alt,
        position: productImages.position,
      })
      .from(productImages)
      .where(inArray(productImages.productId, part))
      .orderBy(asc(productImages.position));
    const relationRows = await tx
      .select({
        productId: productRelations.productId,
        kind: productRelations.kind,
        key: products.key,
      })
      .from(productRelations)
      .innerJoin(products, eq(products.id, productRelations.targetId))
      .where(inArray(productRelations.productId, part))
      .orderBy(asc(productRelations.sort));
    const [tagsBy, channelsBy, variantsBy, imagesBy, relationsBy] = [
      byProduct(tagRows),
      byProduct(channelRows),
      byProduct(variantRows),
      byProduct(imageRows),
      byProduct(relationRows),
    ];
    for (const row of rows) {
      out.push({
        row,
        category: name(cats, row.categoryId),
        brand: name(brandRows, row.brandId),
        maker: name(makerRows, row.makerId),
        tags: (tagsBy.get(row.id) ?? []).map((t) => t.name),
        channels: (channelsBy.get(row.id) ?? []).map((c) => c.id),
        variants: variantsBy.get(row.id) ?? [],
        images: imagesBy.get(row.id) ?? [],
        relations: relationsBy.get(row.id) ?? [],
      });
    }
  }
  return out;
}

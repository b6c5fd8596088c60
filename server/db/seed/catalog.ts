import { productImageUrl } from '../../../contract/catalog/product-pictures';
import type { Tx } from '../client';
import {
  brands,
  categories,
  makers,
  productChannels,
  productImages,
  productRelations,
  products,
  productTags,
  productVariants,
  tags,
} from '../schema/index';
import { insertBulk, insertMany } from './batch';
import type { SeedCategory, SeedProduct } from './data/types';
import { ref, type SeedData, type SeedRefs, variantRef } from './types';

/** URL path of the n-th (1-based) image of a product, drawn by the media renderer. */

async function seedCategories(tx: Tx, list: SeedCategory[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  let pending = list;
  while (pending.length > 0) {
    const ready = pending.filter((c) => c.parent === null || ids.has(c.parent));
    if (ready.length === 0)
      throw new Error(`seed: category parents missing for ${pending[0]?.key}`);
    const rows = await insertMany(
      tx,
      categories,
      ready.map((c) => ({
        key: c.key,
        name: c.name,
        sort: c.sort,
        parentId: c.parent === null ? null : ids.get(c.parent),
      })),
    );
    for (const row of rows) ids.set(row.key, row.id);
    pending = pending.filter((c) => !ids.has(c.key));
  }
  return ids;
}

function productRow(p: SeedProduct, refs: SeedRefs) {
  return {
    key: p.key,
    code: p.code,
    name: p.name,
    summary: p.summary,
    detailHtml: p.detail_html,
    price: p.price,
    beforePrice: p.before_price,
    taxRate: p.tax_rate,
    categoryId: ref(refs.categories, p.category, 'category'),
    makerId: ref(refs.makers, p.maker, 'maker'),
    brandId: ref(refs.brands, p.brand, 'brand'),
    isAgeRestricted: p.is_age_restricted,
    isShow: p.is_show,
    publishedAt: new Date(p.published_at),
    popularity: p.popularity,
    sizeTable: p.size_table,
    imageHue: p.image.hue,
    imageMotif: p.image.motif,
  };
}

async function seedProductLinks(tx: Tx, list: SeedProduct[], refs: SeedRefs): Promise<void> {
  const tagNames = [...new Set(list.flatMap((p) => p.tags))];
  const tagRows = tagNames.length
    ? await insertMany(
        tx,
        tags,
        tagNames.map((name) => ({ name })),
      )
    : [];
  const tagIds = new Map(tagRows.map((t) => [t.name, t.id]));
  const id = (key: string) => ref(refs.products, key, 'product').id;
  const kinds = [
    ['related', 'related'],
    ['recommended', 'recommended'],
    ['accessories', 'accessory'],
  ] as const;
  await insertBulk(
    tx,
    productTags,
    list.flatMap((p) =>
      p.tags.map((t) => ({ productId: id(p.key), tagId: ref(tagIds, t, 'tag') })),
    ),
  );
  await insertBulk(
    tx,
    productChannels,
    list.flatMap((p) => p.channels.map((channelId) => ({ productId: id(p.key), channelId }))),
  );
  await insertBulk(
    tx,
    productImages,
    list.flatMap((p) =>
      Array.from({ length: p.image.count }, (_, i) => ({
        productId: id(p.key),
        position: i + 1,
        path: productImageUrl(p.key, i + 1),
        alt: p.name,
      })),
    ),
  );
  await insertBulk(
    tx,
    productRelations,
    list.flatMap((p) =>
      kinds.flatMap(([field, kind]) =>
        p[field].map((target, sort) => ({
          productId: id(p.key),
          targetId: id(target),
          kind,
          sort,
        })),
      ),
    ),
  );
}

/** Inserts categories, makers, brands, products and everything hanging off products. */
export async function seedCatalog(tx: Tx, data: SeedData, refs: SeedRefs): Promise<void> {
  refs.categories = await seedCategories(tx, data.categories);
  const makerRows = await insertMany(tx, makers, data.makers);
  refs.makers = new Map(makerRows.map((m) => [m.key, m.id]));
  const brandRows = await insertMany(
    tx,
    brands,
    data.brands.map(({ maker, ...b }) => ({ ...b, makerId: ref(refs.makers, maker, 'maker') })),
  );
  refs.brands = new Map(brandRows.map((b) => [b.key, b.id]));
  const productRows = await insertBulk(
    tx,
    products,
    data.products.map((p) => productRow(p, refs)),
  );
  for (const p of productRows)
    refs.products.set(p.key, { id: p.id, price: p.price, taxRate: p.taxRate, name: p.name });
  const keyById = new Map(productRows.map((p) => [p.id, p.key]));
  const variantRows = await insertBulk(
    tx,
    productVariants,
    data.products.flatMap((p) =>
      p.variants.map((v) => ({ ...v, productId: ref(refs.products, p.key, 'product').id })),
    ),
  );
  for (const row of variantRows) {
    const key = keyById.get(row.productId) ?? '';
    refs.variants.set(variantRef(key, row.code), { id: row.id, name: row.name });
  }
  await seedProductLinks(tx, data.products, refs);
}

import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { productImageUrl } from '../../../../contract/catalog/product-pictures';
import { searchTerms } from '../../../../contract/search/normalise';
import type { Db } from '../../../db/client';
import {
  brands,
  categories,
  makers,
  productImages,
  productSearch,
  products,
  searchSynonyms,
  tags,
} from '../../../db/schema/index';
import {
  boundParams,
  keywordConditions,
  keywordTerms,
  priceWithTaxSql,
  relevanceSql,
  termShape,
  visibleIn,
} from '../catalog/index';
import { termGramsOf } from './search.model';
import { SUGGESTION_LIMITS, type Suggestions } from './search-api.schema';

/**
 * Matches (the first the index finds) ranked for suggestions: quick for a one-letter keyword too.
 * Suggestions look in all but the description (`label_grams`, kept in the row):
 * with a common gram the planner reads rows in order until 200 match, and testing the whole
 * product's grams (stored out of line) cost 100–140 ms at 10,000 products (docs/performance.md).
 */
const SUGGESTION_CANDIDATES = 200;

/** Products of the channel a keyword finds, the most relevant first (at most SUGGESTION_LIMITS). */
export async function suggestProducts(
  db: Db,
  channelId: string,
  keyword: string,
): Promise<Suggestions['products']> {
  const terms = await keywordTerms(db, keyword);
  if (terms.length === 0) return [];
  const shape = termShape(terms);
  const param = boundParams(terms, SUGGESTION_CANDIDATES);
  const candidates = db
    .select({ id: products.id })
    .from(products)
    .where(and(...keywordConditions(shape, param, [visibleIn(db, channelId)], 'labels')))
    .as('candidates');
  const firstImage = sql<string | null>`(select ${productImages.path} from ${productImages}
    where ${productImages.productId} = ${products.id} order by ${productImages.position} limit 1)`;
  const rows = await db
    .select({ key: products.key, name: products.name, price: priceWithTaxSql, image: firstImage })
    .from(candidates)
    .innerJoin(products, eq(products.id, candidates.id))
    .orderBy(relevanceSql(shape, param), desc(products.popularity), asc(products.id))
    .limit(SUGGESTION_LIMITS.products);
  return rows.map((row) => ({
    product_key: row.key,
    name: row.name,
    image_url: row.image ?? productImageUrl(row.key, 1),
    price_with_tax: Number(row.price),
  }));
}

/** Product categories and brands, each with the words it is found by. */
type Findables = Awaited<ReturnType<typeof readCategoriesAndBrands>>;

/**
 * How long suggestions reuse the categories and brands they read. A shop has tens of them and they
 * change rarely; read for every suggestion they cost 4–7 ms of its 20 on PGlite, and the answer is
 * cacheable for 30 s anyway (SEARCH_CACHE), so a new brand is suggested within this time.
 */
export const FINDABLES_TTL_MS = 10_000;

const findableCaches = new WeakMap<Db, LRUCache<'all', Findables>>();

/** Product categories and brands, with what they are found by (read once per FINDABLES_TTL_MS). */
export function categoriesAndBrands(db: Db): Promise<Findables> {
  let cache = findableCaches.get(db);
  if (!cache) {
    cache = new LRUCache<'all', Findables>({
      max: 1,
      ttl: FINDABLES_TTL_MS,
      fetchMethod: () => readCategoriesAndBrands(db),
    });
    findableCaches.set(db, cache);
  }
  return cache.fetch('all').then((found) => found ?? { categories: [], brands: [] });
}

/** Product categories and brands, with what they are found by (name, and a brand's reading). */
async function readCategoriesAndBrands(db: Db) {
  const [categoryRows, brandRows] = await Promise.all([
    db
      .select({ key: categories.key, name: categories.name, words: categories.name })
      .from(categories)
      .where(eq(categories.table, 'products'))
      .orderBy(asc(categories.sort), asc(categories.id)),
    db
      .select({
        key: brands.key,
        name: brands.name,
        words: sql<string>`${brands.name} || ' ' || ${brands.kana}`,
      })
      .from(brands)
      .orderBy(asc(brands.sort), asc(brands.id)),
  ]);
  return { categories: categoryRows, brands: brandRows };
}

/** Words a near-miss keyword may have meant: names of categories, brands, makers, tags, synonyms, and of products sharing its letters. */
export async function searchVocabulary(db: Db, keyword: string): Promise<string[]> {
  const grams = searchTerms(keyword).flatMap(termGramsOf);
  const productNames =
    grams.length === 0
      ? Promise.resolve([])
      : db
          .select({ name: products.name })
          .from(productSearch)
          .innerJoin(products, eq(products.id, productSearch.productId))
          .where(sql`${productSearch.grams} && ${sql.param(grams)}::text[]`)
          .limit(500);
  const [names, categoryRows, brandRows, makerRows, tagRows, synonymRows] = await Promise.all([
    productNames,
    db.select({ name: categories.name }).from(categories).where(eq(categories.table, 'products')),
    db.select({ name: brands.name, kana: brands.kana }).from(brands),
    db.select({ name: makers.name }).from(makers),
    db.select({ name: tags.name }).from(tags),
    db.select({ terms: searchSynonyms.terms }).from(searchSynonyms),
  ]);
  const words: string[] = [];
  // Words split at spaces, the katakana middle dot and parentheses (full- and half-width).
  const add = (text: string) => {
    for (const word of text.split(/[\s\u3000\u30fb\uff08\uff09()]+/)) if (word) words.push(word);
  };
  for (const row of [...names, ...categoryRows, ...makerRows, ...tagRows]) add(row.name);
  for (const row of brandRows) words.push(row.name, row.kana);
  for (const row of synonymRows) words.push(...row.terms);
  return words;
}

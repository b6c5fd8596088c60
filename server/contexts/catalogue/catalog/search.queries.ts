/**
 * Keyword search over `product_search` (see docs/architecture.md, "Search"): which products a
 * keyword finds and how they rank. The product list, suggestions and the no-results help all
 * go through this module, so moving search to a search server means replacing this file.
 */
import { type SQL, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { searchTerms } from '../../../../contract/search/normalise';
import type { Db } from '../../../db/client';
import { productSearch, products, searchSynonyms } from '../../../db/schema/index';
import { termGrams } from './search.model';

/** A keyword parameter: a placeholder of a prepared query, or a value bound in place. */
export type SearchParam = (name: string) => SQL | SQL.Aliased | unknown;

/** A keyword's terms, each with the words that find the same: the term first, then its synonyms. */
export type KeywordTerms = string[][];

/**
 * Most products a keyword search reads (the list, its count and suggestions): the first this many
 * matches the index finds, ranked among themselves, so a word that matches a quarter of 100,000
 * products costs what a word matching a thousand does. A count above it is told as "at least".
 */
export const SEARCH_RESULT_CAP = 1000;

/** How long the synonym groups are reused (a write in this process forgets them at once). */
export const SYNONYMS_TTL_MS = 10_000;

const synonymCaches = new WeakMap<Db, LRUCache<'groups', string[][]>>();

/** The shop's synonym groups (normalised words), read once per SYNONYMS_TTL_MS. */
function synonymGroups(db: Db): Promise<string[][]> {
  let cache = synonymCaches.get(db);
  if (!cache) {
    cache = new LRUCache<'groups', string[][]>({
      max: 1,
      ttl: SYNONYMS_TTL_MS,
      fetchMethod: async () => {
        const rows = await db
          .select({ words: searchSynonyms.normalisedTerms })
          .from(searchSynonyms);
        return rows.map((row) => row.words);
      },
    });
    synonymCaches.set(db, cache);
  }
  return cache.fetch('groups').then((groups) => groups ?? []);
}

/** Forgets the cached synonym groups (after a synonym write). */
export function forgetSynonyms(db: Db): void {
  synonymCaches.get(db)?.clear();
}

/** The terms of a keyword, each with its synonyms from `groups` (pure; see keywordTerms). */
export function termsWithSynonyms(keyword: string, groups: string[][]): KeywordTerms {
  return searchTerms(keyword).map((term) => {
    const words = groups.filter((group) => group.includes(term)).flat();
    return [term, ...new Set(words.filter((word) => word !== term))];
  });
}

/** The terms of a keyword with the synonyms the shop set for each. */
export async function keywordTerms(db: Db, keyword: string | undefined): Promise<KeywordTerms> {
  if (searchTerms(keyword ?? '').length === 0) return [];
  return termsWithSynonyms(keyword ?? '', await synonymGroups(db));
}

/** `%term%` with `%`, `_` and `\` matched literally (LIKE's default escape is `\`). */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * The ids of the products whose name or code holds every term of `keyword`, normalised as the
 * shop's search normalises it (width, kana, case), found through the search index's label grams:
 * the back office's list search, which must not read every product's name (a whole product name
 * searched by ILIKE at 100,000 products read every row: 366 ms). Undefined when the keyword has
 * no term.
 */
export function labelMatchIds(keyword: string): SQL | undefined {
  const terms = searchTerms(keyword);
  if (terms.length === 0) return undefined;
  const ps = productSearch;
  const each = terms.map((term) => {
    const grams = sql.join(
      termGrams(term).map((gram) => sql`${gram}`),
      sql`, `,
    );
    const pattern = likePattern(term);
    return sql`${ps.labelGrams} @> array[${grams}]::text[]
      and (${ps.nameText} like ${pattern} or ${ps.codeText} like ${pattern})`;
  });
  return sql`select ${ps.productId} from ${ps} where ${sql.join(each, sql` and `)}`;
}

/** Where a keyword is looked for: every text of a product, or all but the description (`labels`: suggestions). */
type Scope = 'all' | 'labels';

/** Whether a search row's texts hold term `i` or one of its synonyms: name first (short, and most hits), the description last. */
function termInText(i: number, param: SearchParam, scope: Scope = 'all'): SQL {
  const ps = productSearch;
  const patterns = sql`${param(`patterns${i}`)}::text[]`;
  const labels = sql`${ps.nameText} like any(${patterns}) or ${ps.codeText} like any(${patterns})
    or ${ps.facetText} like any(${patterns})`;
  if (scope === 'labels') return sql`(${labels})`;
  return sql`(${labels} or ${ps.bodyText} like any(${patterns}))`;
}

/**
 * Whether a search row holds term `i` or one of its synonyms. The index's grams find it (the
 * grams of each word are ANDed at the top when the term has no synonym, so the index alone
 * decides and the row's grams are never unpacked); a word of one or two letters is its own gram,
 * so needs no more (`short`); a longer word's bigrams narrow the rows and LIKE on the texts
 * confirms their order. `labels`: the grams and texts of all but the description.
 */
function termMatch(i: number, words: number, param: SearchParam, scope: Scope): SQL {
  const column = scope === 'labels' ? productSearch.labelGrams : productSearch.grams;
  const grams = Array.from(
    { length: words },
    (_, j) => sql`${column} @> ${param(`grams${i}_${j}`)}::text[]`,
  );
  const found = words === 1 ? grams[0] : sql`(${sql.join(grams, sql` or `)})`;
  return sql`${found} and (${param(`short${i}`)}::boolean or ${termInText(i, param, scope)})`;
}

/** How many words (the term and its synonyms) each term of a keyword searches for. */
export const termShape = (terms: KeywordTerms): number[] => terms.map((words) => words.length);

/**
 * How a keyword's matches are read: `capped`, the first `cap` the index finds (ranking and
 * counting cost the same however common the word); `every`, each product tested in the list's
 * order, for a sort by price, date or popularity of a word with more matches than the cap;
 * `labels`, as `capped` but in all but the description (`label_grams`: suggestions).
 */
export type MatchScan = 'capped' | 'every' | 'labels';

/**
 * The condition that a product holds every term of the keyword (or a synonym of each) and passes
 * `filters` (the list's other conditions, on `products`). `capped`: among the first `cap`
 * (placeholder) such products, one scan of the search index that stops at the cap whatever the
 * catalogue's size (`labels`: the same over all but the description). `every`: a test of each
 * product's texts, no cap, so the list walks its sort's index and stops when the page is full,
 * which is short when the word is common; the grams are left out because a product's grams array
 * is stored apart from its row (TOAST) and reading it per product cost 0.09 ms against 0.013 ms
 * for the texts (docs/performance.md). Without a keyword, the filters themselves.
 */
export function keywordConditions(
  shape: number[],
  param: SearchParam,
  filters: SQL[],
  scan: MatchScan = 'capped',
): SQL[] {
  if (shape.length === 0) return filters;
  if (scan === 'every') {
    const inText = shape.map((_, i) => termInText(i, param));
    return [
      ...filters,
      sql`exists (select 1 from ${productSearch} where ${productSearch.productId} = ${products.id}
        and ${sql.join(inText, sql` and `)})`,
    ];
  }
  const scope = scan === 'labels' ? 'labels' : 'all';
  // A term with synonyms is an OR of gram tests, which the planner applied row by row, unpacking
  // each row's grams (stored out of line): 「せんべい 詰め合わせ」 (せんべい = 煎餅) read 14,234 buffers
  // in 120 ms at 100,000 products. When a term without synonyms finds the rows through the index,
  // such a term is confirmed on the texts alone (5,203 buffers, 9 ms).
  const driver = Math.max(shape.indexOf(1), 0);
  const matches = shape.map((words, i) =>
    words > 1 && i !== driver ? termInText(i, param, scope) : termMatch(i, words, param, scope),
  );
  // The inner "products" shadows the outer one, so the filters read the candidate's row. The
  // matches are read once into an array and looked up by primary key: as `id in (…)`, a plan made
  // for the values of a common word (a connection's first five runs of a statement) read every
  // product along another index to meet them, 170 ms for 「シャツ」 at 100,000 products against
  // 20 ms by key.
  if (scan === 'labels') {
    // Suggestions' filters (shown, sold in the channel) pass almost every match, so each match is
    // tested as the index yields it and the scan stops at the cap. As a join the planner, which
    // guesses a common word's matches far too low (シャツ: 218 for 2,521), hashed every match
    // first. OFFSET 0 keeps the test per row: PostgreSQL never turns such an EXISTS into a join.
    return [
      sql`${products.id} = any(array(select ${productSearch.productId} from ${productSearch}
        where ${sql.join(matches, sql` and `)} and exists (select 1 from ${products}
          where ${products.id} = ${productSearch.productId} and ${sql.join(filters, sql` and `)}
          offset 0)
        limit ${param('cap')}::integer))`,
    ];
  }
  return [
    sql`${products.id} = any(array(select ${products.id} from ${productSearch}
      join ${products} on ${products.id} = ${productSearch.productId}
      where ${sql.join([...matches, ...filters], sql` and `)}
      limit ${param('cap')}::integer))`,
  ];
}

/**
 * Relevance, lower first: 0 when the whole keyword is the product's name or code; otherwise
 * 1 + for each term 1 (found in the name), 2 (brand, maker, category, tag or code) or 3 (text).
 */
export function relevanceSql(shape: number[], param: SearchParam): SQL {
  const ps = productSearch;
  const tiers = shape.map((_, i) => {
    const patterns = sql`${param(`patterns${i}`)}::text[]`;
    return sql`case when ${ps.nameText} like any(${patterns}) then 1
      when ${ps.facetText} like any(${patterns}) or ${ps.codeText} like any(${patterns}) then 2
      else 3 end`;
  });
  const full = sql`${param('keyword')}::text`;
  return sql`(select case when ${ps.nameText} = ${full} or split_part(${ps.codeText}, ' ', 1) = ${full}
      then 0 else 1 + ${sql.join(tiers, sql` + `)} end
    from ${ps} where ${ps.productId} = ${products.id})`;
}

/** The values of a keyword's parameters (`keyword`, `cap`, and per term `patterns0`, `short0`, `grams0_0`…). */
export function keywordValues(
  terms: KeywordTerms,
  cap = SEARCH_RESULT_CAP,
): Record<string, unknown> {
  const values: Record<string, unknown> = { keyword: terms.map((t) => t[0]).join(' '), cap };
  terms.forEach((words, i) => {
    values[`patterns${i}`] = words.map(likePattern);
    values[`short${i}`] = words.every((word) => Array.from(word).length < 3);
    words.forEach((word, j) => {
      values[`grams${i}_${j}`] = termGrams(word);
    });
  });
  return values;
}

/** Binds a keyword's values in place (for queries that are not prepared), at most `cap` matches. */
export function boundParams(terms: KeywordTerms, cap = SEARCH_RESULT_CAP): SearchParam {
  const values = keywordValues(terms, cap);
  return (name) => sql.param(values[name]);
}

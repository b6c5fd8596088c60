/**
 * Keyword search over `product_search` (see docs/architecture.md, "Search"): which products a
 * keyword finds and how they rank. The product list, suggestions and the no-results help all
 * go through this module, so moving search to a search server means replacing this file.
 */
import { type SQL, sql } from 'drizzle-orm';
import { searchTerms } from '../../../contract/search/normalise';
import { productSearch, products, searchSynonyms } from '../../db/schema/index';
import { termGrams } from './search.model';

/** A keyword parameter: a placeholder of a prepared query, or a value bound in place. */
export type SearchParam = (name: string) => SQL | SQL.Aliased | unknown;

/** `%term%` with `%`, `_` and `\` matched literally (LIKE's default escape is `\`). */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** The same as `likePattern`, in SQL, for synonym words read from the table. */
const likePatternSql = (word: SQL) =>
  sql`'%' || replace(replace(replace(${word}, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;

/** The same as `termGrams`, in SQL: the bigrams of a word, or the word itself when one letter. */
const termGramsSql = (word: SQL) => sql`case when char_length(${word}) < 2 then array[${word}]
  else array(select substr(${word}, g, 2) from generate_series(1, char_length(${word}) - 1) g) end`;

/** The words of the synonym groups holding term `i` (the term itself left out). */
function synonymWords(i: number, param: SearchParam): SQL {
  const term = sql`${param(`term${i}`)}::text`;
  return sql`select w.word from ${searchSynonyms} s cross join lateral unnest(s.normalised_terms) w(word)
    where ${term} = any(s.normalised_terms) and w.word <> ${term}`;
}

/** The LIKE patterns of term `i` and its synonyms (evaluated once per query). */
function termPatterns(i: number, param: SearchParam): SQL {
  return sql`array(select ${param(`pattern${i}`)}::text union all
    select ${likePatternSql(sql`x.word`)} from (${synonymWords(i, param)}) x)`;
}

/**
 * Ids of products whose search text holds term `i` or one of its synonyms. The index's grams
 * find them: a one-letter term is a gram itself and a two-letter term is one bigram, so those
 * need no more; a longer term's bigrams narrow the rows and LIKE confirms their order.
 */
function termMatchIds(i: number, param: SearchParam): SQL {
  const ps = productSearch;
  const term = sql`${param(`term${i}`)}::text`;
  return sql`select ${ps.productId} from ${ps}
      where ${ps.grams} @> ${param(`grams${i}`)}::text[]
        and (char_length(${term}) < 3 or ${ps.searchText} like ${param(`pattern${i}`)}::text)
    union all
    select ps2.product_id from (${synonymWords(i, param)}) x
      join ${ps} ps2 on ps2.grams @> ${termGramsSql(sql`x.word`)}
        and (char_length(x.word) < 3 or ps2.search_text like ${likePatternSql(sql`x.word`)})`;
}

/**
 * The condition that a product holds every term of the keyword (or a synonym of each): one set
 * of ids per term, intersected, so each term's index lookup runs once whatever the plan.
 */
export function keywordConditions(termCount: number, param: SearchParam): SQL[] {
  if (termCount === 0) return [];
  const sets = Array.from({ length: termCount }, (_, i) => sql`(${termMatchIds(i, param)})`);
  return [sql`${products.id} in (${sql.join(sets, sql` intersect `)})`];
}

/**
 * Relevance, lower first: 0 when the whole keyword is the product's name or code; otherwise
 * 1 + for each term 1 (found in the name), 2 (brand, maker, category, tag or code) or 3 (text).
 */
export function relevanceSql(termCount: number, param: SearchParam): SQL {
  const ps = productSearch;
  const tiers = Array.from({ length: termCount }, (_, i) => {
    const patterns = termPatterns(i, param);
    return sql`case when ${ps.nameText} like any(${patterns}) then 1
      when ${ps.facetText} like any(${patterns}) or ${ps.codeText} like any(${patterns}) then 2
      else 3 end`;
  });
  const full = sql`${param('keyword')}::text`;
  return sql`(select case when ${ps.nameText} = ${full} or split_part(${ps.codeText}, ' ', 1) = ${full}
      then 0 else 1 + ${sql.join(tiers, sql` + `)} end
    from ${ps} where ${ps.productId} = ${products.id})`;
}

/** The values of a keyword's parameters (`term0`, `grams0`, `pattern0`…, `keyword`). */
export function keywordValues(keyword: string | undefined): Record<string, unknown> {
  const terms = searchTerms(keyword ?? '');
  const values: Record<string, unknown> = { keyword: terms.join(' ') };
  terms.forEach((term, i) => {
    values[`term${i}`] = term;
    values[`grams${i}`] = termGrams(term);
    values[`pattern${i}`] = likePattern(term);
  });
  return values;
}

/** How many terms a keyword searches for (0: no keyword filter). */
export function keywordTermCount(keyword: string | undefined): number {
  return searchTerms(keyword ?? '').length;
}

/** Binds a keyword's values in place (for queries that are not prepared). */
export function boundParams(keyword: string): SearchParam {
  const values = keywordValues(keyword);
  return (name) => sql.param(values[name]);
}

import * as v from 'valibot';
import { ProductListQuerySchema } from '../../../../contract/catalog/catalog.schema';
import { searchTerms } from '../../../../contract/search/normalise';
import type { Db } from '../../../db/client';
import { listItems, listTotal, SEARCH_RESULT_CAP } from '../catalog/index';
import { closeWords, fewerWordKeywords } from './search.model';
import { categoriesAndBrands, searchVocabulary, suggestProducts } from './search.queries';
import {
  type Alternatives,
  type KeywordCount,
  SUGGESTION_LIMITS,
  type Suggestions,
} from './search-api.schema';

/** Most alternatives of each kind, and popular products, offered when nothing is found. */
export const ALTERNATIVE_LIMITS = { fewerWords: 3, didYouMean: 3, popular: 6, candidates: 6 };

/** A category or brand with the words it is found by. */
type Findable = { key: string; name: string; words: string };

/** Rows whose searched words hold every term of the keyword, at most `limit`. */
function matching(rows: Findable[], terms: string[], limit: number) {
  return rows
    .filter((row) => {
      const text = searchTerms(row.words).join(' ');
      return terms.every((term) => text.includes(term));
    })
    .slice(0, limit)
    .map(({ key, name }) => ({ key, name }));
}

/** Products, categories and brands matching the text typed so far (empty lists for a blank one). */
export async function suggest(db: Db, channelId: string, keyword: string): Promise<Suggestions> {
  const terms = searchTerms(keyword);
  if (terms.length === 0) return { keyword, products: [], categories: [], brands: [] };
  const [products, refs] = await Promise.all([
    suggestProducts(db, channelId, keyword),
    categoriesAndBrands(db),
  ]);
  return {
    keyword,
    products,
    categories: matching(refs.categories, terms, SUGGESTION_LIMITS.categories),
    brands: matching(refs.brands, terms, SUGGESTION_LIMITS.brands),
  };
}

/**
 * How many products of the channel a keyword lists, by the list's own rule: its count stops one
 * above the cap, and more than the cap is the cap, said to be a floor.
 */
async function countFor(db: Db, channelId: string, keyword: string): Promise<KeywordCount> {
  const total = await listTotal(db, channelId, v.parse(ProductListQuerySchema, { keyword }));
  const capped = total > SEARCH_RESULT_CAP;
  return { keyword, total: capped ? SEARCH_RESULT_CAP : total, capped };
}

/** The keywords among `keywords` that find something, with their totals. */
async function withResults(
  db: Db,
  channelId: string,
  keywords: string[],
  limit: number,
): Promise<KeywordCount[]> {
  const counted = await Promise.all(keywords.map((keyword) => countFor(db, channelId, keyword)));
  return counted.filter((c) => c.total > 0).slice(0, limit);
}

/**
 * Ways on from a keyword: the same search with a word left out, close spellings of words the
 * shop uses, each only when it finds something, and the channel's popular products.
 */
export async function alternatives(
  db: Db,
  channelId: string,
  keyword: string,
  userId: number | undefined,
): Promise<Alternatives> {
  const blank = searchTerms(keyword).length === 0;
  const popularQuery = v.parse(ProductListQuerySchema, {
    sort: 'popular',
    per: String(ALTERNATIVE_LIMITS.popular),
    fields: 'list',
  });
  const [fewer, close, popular] = await Promise.all([
    withResults(db, channelId, fewerWordKeywords(keyword), ALTERNATIVE_LIMITS.fewerWords),
    blank
      ? Promise.resolve([])
      : searchVocabulary(db, keyword).then((vocabulary) =>
          withResults(
            db,
            channelId,
            closeWords(keyword, vocabulary, ALTERNATIVE_LIMITS.candidates),
            ALTERNATIVE_LIMITS.didYouMean,
          ),
        ),
    listItems(db, channelId, popularQuery, userId),
  ]);
  return { keyword, fewer_words: fewer, did_you_mean: close, popular: popular.items };
}

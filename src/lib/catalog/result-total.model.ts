import type { Paging } from '../shared/http/http-types';
import { CATALOG_SEARCH_MESSAGES as M } from './catalog-search.messages';

/** What the product list says of how many products it found: a floor when the server's count is capped. */
export function resultTotalLabel(paging: Pick<Paging, 'total' | 'capped'>): string {
  return paging.capped ? M.totalAtLeast(paging.total) : M.total(paging.total);
}

/**
 * How many products another keyword finds, as the no-result page's links say it: by the same rule,
 * a floor when the server stopped counting.
 * @example keywordCountLabel({ total: 1000, capped: true }) // '1,000件以上'
 */
export function keywordCountLabel(count: { total: number; capped?: boolean }): string {
  return count.capped ? M.totalAtLeast(count.total) : M.count(count.total);
}

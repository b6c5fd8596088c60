import type { Paging } from '../shared/http/http-types';
import { CATALOG_SEARCH_MESSAGES as M } from './catalog-search.messages';

/** What the product list says of how many products it found: a floor when the server's count is capped. */
export function resultTotalLabel(paging: Pick<Paging, 'total' | 'capped'>): string {
  return paging.capped ? M.totalAtLeast(paging.total) : M.total(paging.total);
}

import * as v from 'valibot';
import {
  type ProductRequest,
  ProductRequestSchema,
} from '../../../contract/catalog/community.schema';
import {
  type ProductHistory,
  ProductHistorySchema,
  type SearchHistory,
  SearchHistorySchema,
} from '../../../contract/history/history.schema';
import type { HistoryPage } from '../mypage/history-list.model';
import type { HttpClient } from '../shared/http/http-client';

/** How many entries a my-page history screen shows at once (spec §9 default page size). */
export const MYPAGE_HISTORY_PER = 10;

function listOf<S extends v.GenericSchema>(item: S) {
  return v.object({ data: v.array(item) });
}

/** The member's history calls (spec §7 Catalogue); null when the client ignored the failure. */
export function createMyHistoryApi(http: HttpClient) {
  async function page<S extends v.GenericSchema>(path: string, item: S, n: number) {
    const res = await http.get(path, { params: { page: n, per: MYPAGE_HISTORY_PER } });
    if (res.ignored) return null;
    return { data: v.parse(listOf(item), res.data).data, paging: res.paging };
  }
  async function remove(path: string): Promise<boolean> {
    return !(await http.delete(path)).ignored;
  }
  return {
    views: (n: number): Promise<HistoryPage<ProductHistory> | null> =>
      page('/v1/me/product-histories', ProductHistorySchema, n),
    removeView: (productId: number) => remove(`/v1/me/product-histories/${productId}`),
    searches: (n: number): Promise<HistoryPage<SearchHistory> | null> =>
      page('/v1/me/product-search-histories', SearchHistorySchema, n),
    removeSearch: (id: number) => remove(`/v1/me/product-search-histories/${id}`),
    requests: (n: number): Promise<HistoryPage<ProductRequest> | null> =>
      page('/v1/me/product-request-histories', ProductRequestSchema, n),
    removeRequest: (id: number) => remove(`/v1/me/product-request-histories/${id}`),
  };
}

import { computed, type ReadableAtom } from 'nanostores';
import type { ProductRequest } from '../../../contract/catalog/community.schema';
import type { ProductHistory, SearchHistory } from '../../../contract/history/history.schema';
import { applyFavourites } from '../catalog/favourite-flags.model';
import { $favourites, rememberFavourites } from '../catalog/favourite-flags.store';
import type { HistoryList, HistoryPage } from '../mypage/history-list.model';
import { createPagedList } from '../mypage/paged-list.store';
import { http } from '../shared/http';
import { MYPAGE_HISTORY_MESSAGES as M } from './history.messages';
import { createMyHistoryApi } from './mypage.api';

const api = createMyHistoryApi(http);

/** Outcome of removing one entry: the server's message on failure. */
export type { RemoveResult } from '../mypage/paged-list.store';

/** A history list with its load and remove actions. */
function historyStore<T>(
  fetchPage: (n: number) => Promise<HistoryPage<T> | null>,
  call: (id: number) => Promise<boolean>,
  idOf: (item: T) => number,
  onLoaded?: (items: T[]) => void,
) {
  return createPagedList<T>({
    fetchPage,
    onLoaded: onLoaded && ((page) => onLoaded(page.data)),
    remove: { call, idOf, failed: M.removeFailed },
  });
}

const views = historyStore(
  api.views,
  api.removeView,
  (h: ProductHistory) => h.product_id,
  (items) => rememberFavourites(items.map((h) => h.product)),
);
const searches = historyStore(api.searches, api.removeSearch, (s: SearchHistory) => s.id);
const requests = historyStore(api.requests, api.removeRequest, (r: ProductRequest) => r.id);

/** 閲覧履歴 with `is_favorite` kept in sync with every favourite change (spec §4 "Favourites"). */
export const $viewHistory: ReadableAtom<HistoryList<ProductHistory>> = computed(
  [views.$list, $favourites],
  (list, flags) => ({
    ...list,
    items: list.items.map((h) => ({
      ...h,
      product: applyFavourites([h.product], flags)[0] ?? h.product,
    })),
  }),
);
/** Loads one page of the member's viewed products. */
export const loadViewHistory = views.load;
/** Removes one viewed product (`DELETE /v1/me/product-histories/{product_id}`). */
export const removeViewEntry = views.remove;

/** 検索履歴: the member's searched words. */
export const $searchHistory = searches.$list;
/** Loads one page of searched words. */
export const loadSearchHistory = searches.load;
/** Removes one searched word. */
export const removeSearchEntry = searches.remove;

/** リクエスト履歴: the member's product requests. */
export const $requestHistory = requests.$list;
/** Loads one page of product requests. */
export const loadRequestHistory = requests.load;
/** Removes one request; the total drops by one (spec §4 "Lists"). */
export const removeRequestEntry = requests.remove;

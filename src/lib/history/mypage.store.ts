import { atom, computed, type ReadableAtom } from 'nanostores';
import type { ProductRequest } from '../catalog/community.schema';
import { applyFavourites } from '../favourites/favourites.model';
import { $favourites, rememberFavourites } from '../favourites/favourites.store';
import { ApiRequestError, http } from '../shared/http';
import { MYPAGE_HISTORY_MESSAGES as M } from './history.messages';
import type { ProductHistory, SearchHistory } from './history.schema';
import { createMyHistoryApi, type HistoryPage } from './mypage.api';
import { type HistoryList, loadedList, loadingList, withoutEntry } from './mypage.model';

const api = createMyHistoryApi(http);

/** Outcome of removing one entry: the server's message on failure. */
export type RemoveResult = { ok: true } | { ok: false; message: string };

/** A history list with its load and remove actions. */
function historyStore<T>(
  fetchPage: (n: number) => Promise<HistoryPage<T> | null>,
  removeOne: (id: number) => Promise<boolean>,
  idOf: (item: T) => number,
  onLoaded: (items: T[]) => void = () => undefined,
) {
  const $list = atom<HistoryList<T>>(loadingList<T>());
  async function load(n: number): Promise<void> {
    $list.set(loadingList<T>());
    try {
      const page = await fetchPage(n);
      if (!page) return;
      onLoaded(page.data);
      $list.set(loadedList(page, n));
    } catch {
      $list.set({ ...loadingList<T>(), status: 'error' });
    }
  }
  async function remove(id: number): Promise<RemoveResult> {
    try {
      if (!(await removeOne(id))) return { ok: false, message: M.removeFailed };
    } catch (error) {
      return {
        ok: false,
        message: error instanceof ApiRequestError ? error.message : M.removeFailed,
      };
    }
    const after = withoutEntry($list.get(), (item) => idOf(item) === id);
    $list.set(after);
    // The last entry shown went but others remain on other pages: show a page that has some.
    if (after.items.length === 0 && after.total > 0) {
      await load(Math.max(1, after.current - 1));
    }
    return { ok: true };
  }
  return { $list, load, remove };
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

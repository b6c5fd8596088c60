import { atom } from 'nanostores';
import type { Bookmark } from '../../../contract/favourites/bookmarks.schema';
import { BOOKMARK_MESSAGES as M } from '../../../contract/favourites/user-lists.messages';
import type { HistoryList } from '../mypage/history-list.model';
import { loadedList, loadingList, withoutEntry } from '../mypage/history-list.model';
import { ApiRequestError, http } from '../shared/http';
import { createBookmarkApi } from './bookmarks.api';
import { failureMessage, type ListResult } from './user-lists.model';

const api = createBookmarkApi(http);

/** The member's bookmarks (/mypage/bookmark/). */
export const $bookmarks = atom<HistoryList<Bookmark>>(loadingList<Bookmark>());

/** Loads one page of bookmarks. */
export async function loadBookmarks(n: number): Promise<void> {
  $bookmarks.set(loadingList<Bookmark>());
  try {
    const page = await api.page(n);
    if (page) $bookmarks.set(loadedList(page, n));
  } catch {
    $bookmarks.set({ ...loadingList<Bookmark>(), status: 'error' });
  }
}

async function attempt(run: () => Promise<unknown>, failed: string): Promise<ListResult> {
  try {
    return (await run()) ? { ok: true } : { ok: false, message: failed };
  } catch (error) {
    return {
      ok: false,
      message: error instanceof ApiRequestError ? failureMessage(error) : failed,
    };
  }
}

/** Bookmarks a page of this shop (「このページをブックマーク」). */
export const addBookmark = (url: string, title: string) =>
  attempt(() => api.add(url, title), M.failed);

/** Deletes one bookmark; a page left empty loads the one before. */
export async function removeBookmark(id: number): Promise<ListResult> {
  const result = await attempt(() => api.remove(id), M.removeFailed);
  if (!result.ok) return result;
  const after = withoutEntry($bookmarks.get(), (b) => b.id === id);
  $bookmarks.set(after);
  if (after.items.length === 0 && after.total > 0) {
    await loadBookmarks(Math.max(1, after.current - 1));
  }
  return result;
}

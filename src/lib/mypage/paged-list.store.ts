import { atom, type ReadableAtom } from 'nanostores';
import { ApiRequestError } from '../shared/http';
import type { HistoryPage } from './history-list.model';
import { type HistoryList, loadedList, loadingList, withoutEntry } from './history-list.model';

/** Outcome of removing one entry: the server's message on failure. */
export type RemoveResult = { ok: true } | { ok: false; message: string };

/** What a paged my page list needs from its domain. */
export type PagedListOptions<T, P extends HistoryPage<T>, X extends object> = {
  fetchPage(n: number): Promise<P | null>;
  /** Figures the list carries beside its page (the order total), empty while loading. */
  extra?: { empty: X; of(page: P): X };
  /** Sees each loaded page first (to remember favourites, to show the unread count). */
  onLoaded?(page: P): void;
  /** Deleting one entry: the call, the entry's id and the message when the call fails. */
  remove?: { call(id: number): Promise<boolean>; idOf(item: T): number; failed: string };
};

/** A paged list's store and its actions. */
export type PagedList<T, X extends object> = {
  $list: ReadableAtom<HistoryList<T> & X>;
  load(n: number): Promise<void>;
  remove(id: number): Promise<RemoveResult>;
  /** Changes the entries shown (an order cancelled on its detail screen), once a page is loaded. */
  update(change: (items: T[]) => T[]): void;
};

/**
 * One page of a my page list at a time: loading, loaded, or failed; with a delete that keeps the
 * total right and steps back a page when the last entry shown goes.
 */
export function createPagedList<
  T,
  P extends HistoryPage<T> = HistoryPage<T>,
  X extends object = Record<never, never>,
>(options: PagedListOptions<T, P, X>): PagedList<T, X> {
  const empty = (): HistoryList<T> & X => ({ ...loadingList<T>(), ...(options.extra?.empty as X) });
  const $list = atom<HistoryList<T> & X>(empty());

  async function load(n: number): Promise<void> {
    $list.set(empty());
    try {
      const page = await options.fetchPage(n);
      if (!page) return;
      options.onLoaded?.(page);
      $list.set({ ...loadedList(page, n), ...(options.extra?.of(page) as X) });
    } catch {
      $list.set({ ...empty(), status: 'error' });
    }
  }

  async function remove(id: number): Promise<RemoveResult> {
    const how = options.remove;
    if (!how) return { ok: false, message: '' };
    try {
      if (!(await how.call(id))) return { ok: false, message: how.failed };
    } catch (error) {
      return { ok: false, message: error instanceof ApiRequestError ? error.message : how.failed };
    }
    const after = withoutEntry($list.get(), (item) => how.idOf(item) === id);
    $list.set({ ...$list.get(), ...after });
    // The last entry shown went but others remain on other pages: show a page that has some.
    if (after.items.length === 0 && after.total > 0) await load(Math.max(1, after.current - 1));
    return { ok: true };
  }

  function update(change: (items: T[]) => T[]) {
    const list = $list.get();
    if (list.status === 'ready') $list.set({ ...list, items: change(list.items) });
  }

  return { $list, load, remove, update };
}

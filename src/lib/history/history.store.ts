import { persistentAtom } from '@nanostores/persistent';
import { atom, computed } from 'nanostores';
import type { ProductHistory } from '../../../contract/history/history.schema';
import { applyFavourites } from '../catalog/favourite-flags.model';
import { $favourites } from '../catalog/favourite-flags.store';
import { $session } from '../session/session.store';
import { http } from '../shared/http';
import { createHistoryApi } from './history.api';
import {
  flushHistory,
  isFreshLogin,
  parseHistory,
  pushHistory,
  searchWordToPost,
} from './history.model';

const api = createHistoryApi(http);

/** Product ids viewed in this browser, newest first, at most 10 (spec §4 "Current product history"). */
export const $currentHistory = persistentAtom<number[]>('catalog:viewed', [], {
  encode: JSON.stringify,
  decode: parseHistory,
});

const $loaded = atom<ProductHistory[] | null>(null);

/** The viewed products to show, with `is_favorite` kept in sync with the favourites store. */
export const $productHistory = computed([$loaded, $favourites], (list, flags) =>
  list === null
    ? null
    : list.map((h) => ({ ...h, product: applyFavourites([h.product], flags)[0] ?? h.product })),
);

/** Records a view: front of the current list, and posted (members' views are kept by the server). */
export async function recordView(productId: number): Promise<void> {
  $currentHistory.set(pushHistory($currentHistory.get(), productId));
  await api.view(productId).catch(() => undefined);
}

/** Loads the history once: the member's from the server, else the guest's by the ids kept here. */
export async function loadHistory(exceptId?: number): Promise<void> {
  if ($loaded.get() !== null) return;
  const isLogin = $session.get().isLogin;
  // The product shown is left out before asking: a first view then needs no request at all.
  const ids = $currentHistory.get().filter((id) => id !== exceptId);
  const list = isLogin
    ? await api.member().catch(() => null)
    : ids.length
      ? await api.guest(ids).catch(() => null)
      : [];
  $loaded.set((list ?? []).filter((h) => h.product_id !== exceptId));
}

/** Posts a searched word unless it is empty after trimming (spec §5). */
export async function recordSearch(word: string | undefined): Promise<boolean> {
  const toPost = searchWordToPost(word);
  if (!toPost) return false;
  await api.search(toPost).catch(() => undefined);
  return true;
}

let flushing: Promise<void> = Promise.resolve();

/**
 * At login the guest's browsing history is flushed into the member's (spec §4 "Session"): each
 * product viewed here is posted, oldest first so the newest ends up in front, and the list here is
 * emptied. Resolves once every post has been answered (the login page waits before it moves on).
 */
export function flushGuestHistory(): Promise<void> {
  const ids = $currentHistory.get();
  $currentHistory.set(flushHistory());
  $loaded.set(null);
  flushing = flushing.then(async () => {
    for (const id of [...ids].reverse()) await api.view(id).catch(() => undefined);
  });
  return flushing;
}

// Any login made while this module is loaded flushes too; restoring a stored login is not one.
let previous = $session.get();
$session.listen((session) => {
  if (isFreshLogin(previous, session)) void flushGuestHistory();
  previous = session;
});

import { atom, computed } from 'nanostores';
import { USER_LIST_MESSAGES as M } from '../../../contract/favourites/user-lists.messages';
import type {
  ListChange,
  UserList,
  UserListDetail,
} from '../../../contract/favourites/user-lists.schema';
import { applyFavourites, setFlag } from '../catalog/favourite-flags.model';
import { $favourites, rememberFavourites } from '../catalog/favourite-flags.store';
import { ApiRequestError, http } from '../shared/http';
import { showToast } from '../shared/toast.store';
import { createUserListApi } from './user-lists.api';
import { failureMessage, type ListResult, withoutProduct } from './user-lists.model';

const api = createUserListApi(http);

type Status = 'idle' | 'loading' | 'ready' | 'error' | 'missing';

/** The member's lists (お気に入り first) as /mypage/list/ and the 「リストに追加」 menu show them. */
export const $userLists = atom<{ status: Status; lists: UserList[] }>({
  status: 'idle',
  lists: [],
});

const $detail = atom<{ status: Status; list: UserListDetail | null }>({
  status: 'loading',
  list: null,
});

/** The open list with `is_favorite` of its products kept in sync (spec §4 "Favourites"). */
export const $listDetail = computed([$detail, $favourites], (d, flags) =>
  d.list?.listables
    ? {
        ...d,
        list: {
          ...d.list,
          listables: d.list.listables.map((l) => ({
            ...l,
            product: applyFavourites([l.product], flags)[0] ?? l.product,
          })),
        },
      }
    : d,
);

async function attempt(run: () => Promise<unknown>): Promise<ListResult> {
  try {
    if ((await run()) === null) return { ok: false, message: M.failed };
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiRequestError) return { ok: false, message: failureMessage(error) };
    return { ok: false, message: M.failed };
  }
}

function applyChange(change: ListChange): void {
  let flags = $favourites.get();
  for (const f of change.favorites) flags = setFlag(flags, f.product_id, f.is_favorite);
  $favourites.set(flags);
  const { list } = change;
  if (list) {
    const lists = $userLists.get().lists.map((l) => (l.key === list.key ? list : l));
    $userLists.set({ ...$userLists.get(), lists });
  }
}

/** Loads the member's lists (again). */
export async function loadUserLists(): Promise<void> {
  if ($userLists.get().status === 'idle') $userLists.set({ status: 'loading', lists: [] });
  try {
    const lists = await api.lists();
    if (lists) $userLists.set({ status: 'ready', lists });
  } catch {
    $userLists.set({ status: 'error', lists: [] });
  }
}

/** Creates a list (`POST /v1/me/user-lists`). */
export const createUserList = (name: string) =>
  attempt(async () => {
    const made = await api.create(name);
    if (made) $userLists.set({ status: 'ready', lists: [...$userLists.get().lists, made] });
    return made;
  });

/** Renames a list. */
export const renameUserList = (key: string, name: string) =>
  attempt(async () => {
    const renamed = await api.rename(key, name);
    if (renamed) applyChange({ list: renamed, favorites: [] });
    return renamed;
  });

/** Deletes a list; its products stop being favourites unless another list keeps them. */
export const removeUserList = (key: string) =>
  attempt(async () => {
    if (!(await api.remove(key))) return null;
    $userLists.set({ status: 'ready', lists: $userLists.get().lists.filter((l) => l.key !== key) });
    return true;
  });

/** Loads one list with its products (live price 税込 and stock). */
export async function loadListDetail(key: string): Promise<void> {
  $detail.set({ status: 'loading', list: null });
  try {
    const list = await api.detail(key);
    if (!list) return;
    rememberFavourites((list.listables ?? []).map((l) => l.product));
    $detail.set({ status: 'ready', list });
  } catch (error) {
    const missing = error instanceof ApiRequestError && error.status === 404;
    $detail.set({ status: missing ? 'missing' : 'error', list: null });
  }
}

function dropFromDetail(productId: number, change: ListChange): void {
  const d = $detail.get();
  if (!d.list) return;
  const listables = withoutProduct(d.list.listables ?? [], productId);
  $detail.set({ ...d, list: { ...d.list, ...(change.list ?? {}), listables } });
}

/** Takes a product out of the open list. */
export const removeFromList = (key: string, productId: number) =>
  attempt(async () => {
    const change = await api.detach([productId], key);
    if (!change) return null;
    applyChange(change);
    dropFromDetail(productId, change);
    return change;
  });

/** Moves a product: attach to the target list, then detach from the open one. */
export async function moveToList(
  fromKey: string,
  toKey: string,
  productId: number,
): Promise<ListResult> {
  const added = await attempt(async () => {
    const change = await api.attach([productId], toKey);
    if (change) applyChange(change);
    return change;
  });
  return added.ok ? removeFromList(fromKey, productId) : toastFailure(added);
}

/** A failed attach says the server's message in a toast too (spec §8). */
function toastFailure(result: ListResult): ListResult {
  if (!result.ok) showToast(result.message, 'error');
  return result;
}

/** Adds a product to a chosen list (「リストに追加」; お気に入り when no key). */
export const addToList = (productId: number, key?: string) =>
  attempt(async () => {
    const change = await api.attach([productId], key);
    if (change) applyChange(change);
    return change;
  }).then(toastFailure);

import { FAVOURITE_LIST_KEY } from '../../../../contract/favourites/favourites.schema';
import { USER_LIST_MESSAGES as M } from '../../../../contract/favourites/user-lists.messages';
import {
  type ListChange,
  USER_LIST_ITEM_LIMIT,
  USER_LIST_LIMIT,
  type UserList,
} from '../../../../contract/favourites/user-lists.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db } from '../../../db/client';
import { lockMember } from '../../../db/member-lock';
import { ApiException } from '../../../http/errors';
import { randomToken } from '../../../services/tokens';
import { favouriteIds, productsByIds } from '../catalog/index';
import { defaultListId } from './favourites.queries';
import * as q from './user-lists.queries';

const notFound = () => new ApiException(404, ERROR_CODES.notFound);
const invalid = (field: string, message: string) =>
  new ApiException(422, ERROR_CODES.validation, { [field]: [message] });

/** A list row as the API shows it. */
export const toUserList = (row: q.ListRow): UserList => ({
  ...row,
  is_default: row.key === FAVOURITE_LIST_KEY,
});

/** The member's lists, creating お気に入り first when they have none. */
export async function memberLists(db: Db, userId: number): Promise<UserList[]> {
  await defaultListId(db, userId);
  return (await q.listLists(db, userId)).map(toUserList);
}

/** The member's list by key or 404 (another member's list answers the same). */
export async function requireList(db: Db, userId: number, key: string): Promise<q.ListRow> {
  if (key === FAVOURITE_LIST_KEY) await defaultListId(db, userId);
  const list = await q.findList(db, userId, key);
  if (!list) throw notFound();
  return list;
}

/** Creates a list: 422 past the limit or for a name already used. */
export function createList(db: Db, userId: number, name: string): Promise<UserList> {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    await defaultListId(tx, userId);
    if ((await q.countLists(tx, userId)) >= USER_LIST_LIMIT) {
      throw invalid('name', M.listLimit(USER_LIST_LIMIT));
    }
    if (await q.nameTaken(tx, userId, name)) throw invalid('name', M.nameTaken);
    return toUserList(await q.insertList(tx, userId, randomToken(12), name));
  });
}

/** Renames a list other than お気に入り (under the member's lock: two renames cannot take one name). */
export function renameList(db: Db, userId: number, key: string, name: string) {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const list = await requireList(tx, userId, key);
    if (list.key === FAVOURITE_LIST_KEY) throw invalid('name', M.defaultLocked);
    if (await q.nameTaken(tx, userId, name, list.id)) throw invalid('name', M.nameTaken);
    await q.renameList(tx, list.id, name);
    return toUserList({ ...list, name });
  });
}

/** Deletes a list other than お気に入り. */
export async function removeList(db: Db, userId: number, key: string): Promise<void> {
  const list = await requireList(db, userId, key);
  if (list.key === FAVOURITE_LIST_KEY) throw invalid('key', M.defaultLocked);
  await q.deleteList(db, list.id);
}

/** Each product's favourite flag after a change. */
async function flags(db: Db, userId: number, ids: number[]): Promise<ListChange['favorites']> {
  const kept = await favouriteIds(db, userId, ids);
  return ids.map((product_id) => ({ product_id, is_favorite: kept.has(product_id) }));
}

/** Adds products visible in the channel to a list (お気に入り by default): 404 for an unknown product, 422 past the item limit. */
export async function attach(
  db: Db,
  { userId, channelId }: { userId: number; channelId: string },
  ids: number[],
  key = FAVOURITE_LIST_KEY,
): Promise<ListChange> {
  const unique = [...new Set(ids)];
  const found = await productsByIds(db, channelId, unique, userId);
  if (found.length !== unique.length)
    throw new ApiException(404, ERROR_CODES.catalogProductNotFound);
  await db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const list = await requireList(tx, userId, key);
    if (list.count + (await q.countNew(tx, list.id, unique)) > USER_LIST_ITEM_LIMIT) {
      throw invalid('ids', M.itemLimit(USER_LIST_ITEM_LIMIT));
    }
    await q.attachProducts(tx, list.id, unique);
  });
  const list = await requireList(db, userId, key);
  return { list: toUserList(list), favorites: await flags(db, userId, unique) };
}

/** Removes products from one list (`key`) or from every list of the member (no key). */
export async function detach(
  db: Db,
  userId: number,
  ids: number[],
  key?: string,
): Promise<ListChange> {
  const unique = [...new Set(ids)];
  const lists = key ? [await requireList(db, userId, key)] : await q.listLists(db, userId);
  await q.detachProducts(
    db,
    lists.map((l) => l.id),
    unique,
  );
  const list = key ? toUserList(await requireList(db, userId, key)) : null;
  return { list, favorites: await flags(db, userId, unique) };
}

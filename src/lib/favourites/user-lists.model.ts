import { BOOKMARK_MESSAGES } from '../../../contract/favourites/user-lists.messages';
import type { Listable, UserList } from '../../../contract/favourites/user-lists.schema';

/** Outcome of a list action: the server's message on failure (spec §8). */
export type ListResult = { ok: true } | { ok: false; message: string };

/**
 * The message to show for a failed call: the first field error when the server sent one, else its message.
 * @example failureMessage({ message: '入力内容に誤りがあります。', errors: { name: ['リスト名を入力してください。'] } }) // 'リスト名を入力してください。'
 */
export function failureMessage(error: {
  message: string;
  errors?: Record<string, string[]>;
}): string {
  const first = Object.values(error.errors ?? {}).flat()[0];
  return first ?? error.message;
}

/** Lists a product may move to: every list but the one it is in. */
export function moveTargets(lists: readonly UserList[], currentKey: string): UserList[] {
  return lists.filter((l) => l.key !== currentKey);
}

/** The list's products without one product. */
export function withoutProduct(items: readonly Listable[], productId: number): Listable[] {
  return items.filter((i) => i.product_id !== productId);
}

/** The list key of a `/mypage/list/{key}/` path (the shell page serves every key), or null. */
export function keyFromPath(pathname: string, prefix: string): string | null {
  if (!pathname.startsWith(prefix)) return null;
  const key = decodeURIComponent(pathname.slice(prefix.length).split('/')[0] ?? '');
  return key && key !== '_' ? key : null;
}

/**
 * A bookmark's title: a product search is named by its word, any other page by its title.
 * @example bookmarkTitle('?keyword=シャツ', '商品一覧') // '「シャツ」の検索結果'
 */
export function bookmarkTitle(search: string, pageTitle: string): string {
  const word = new URLSearchParams(search).get('keyword')?.trim();
  return word ? BOOKMARK_MESSAGES.searchTitle(word) : pageTitle;
}

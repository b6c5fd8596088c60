import type { Paging } from '../shared/http/http-types';

/** One loaded page of a member's history list. */
export type HistoryPage<T> = { data: T[]; paging: Paging | null };

/** A my-page history list as the screens show it. */
export type HistoryList<T> = {
  status: 'loading' | 'ready' | 'error';
  items: T[];
  total: number;
  current: number;
  last: number;
};

/** The list before its first page arrives. */
export const loadingList = <T>(): HistoryList<T> => ({
  status: 'loading',
  items: [],
  total: 0,
  current: 1,
  last: 1,
});

/** A loaded page as a list; the total comes from the paging headers when they were sent. */
export function loadedList<T>(page: HistoryPage<T>, requested: number): HistoryList<T> {
  const p = page.paging;
  return {
    status: 'ready',
    items: page.data,
    total: p?.total ?? page.data.length,
    current: p?.current ?? requested,
    last: p?.last ?? 1,
  };
}

/**
 * The list without the entries `matches` picks; the total drops by as many (spec §4 "Lists").
 * @example withoutEntry(list, (r) => r.id === 3)
 */
export function withoutEntry<T>(list: HistoryList<T>, matches: (item: T) => boolean) {
  const items = list.items.filter((item) => !matches(item));
  const removed = list.items.length - items.length;
  return { ...list, items, total: Math.max(0, list.total - removed) };
}

/**
 * Where a searched word leads: the product list searched by it again.
 * @example searchLink('シャツ 白') // '/product/?keyword=%E3%82%B7...'
 */
export function searchLink(word: string): string {
  return `/product/?keyword=${encodeURIComponent(word)}`;
}

/** Page number from a location's query (`?page=2`); 1 when missing or malformed. */
export function pageFromQuery(search: string): number {
  const n = Number(new URLSearchParams(search).get('page'));
  return Number.isSafeInteger(n) && n >= 1 && n <= 9_999_999 ? n : 1;
}

/**
 * Date and time in the shop's format (spec §9 "YYYY.MM.DD H:mm"), in the viewer's zone.
 * @example formatDateTime('2026-04-01T09:05:00+09:00') // '2026.04.01 9:05' in Tokyo
 */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}.${p(d.getMonth() + 1)}.${p(d.getDate())} ${d.getHours()}:${p(d.getMinutes())}`;
}

import * as v from 'valibot';
import { sameOriginPath } from '../shared/redirect';
import { BOOKMARK_MESSAGES as M } from './user-lists.messages';

/** Most bookmarks a member may keep. */
export const BOOKMARK_LIMIT = 100;
/** Longest bookmark title. */
export const BOOKMARK_TITLE_MAX = 100;
/** Longest bookmarked path (with its query). */
export const BOOKMARK_URL_MAX = 500;

/** One bookmark: a path of this shop and its title. */
export const BookmarkSchema = v.object({
  id: v.number(),
  url: v.string(),
  title: v.string(),
  created_at: v.string(),
});
export type Bookmark = v.InferOutput<typeof BookmarkSchema>;

/** A path of this shop: starts with one `/` and parses to the same origin (never `//x`, `https:`, `javascript:`). */
export function isShopPath(url: string): boolean {
  return url.startsWith('/') && sameOriginPath(url) !== null;
}

/** Body of `POST /v1/me/bookmarks`: only same-origin paths (`/product/?q=…`, `/blog/…`). */
export const BookmarkBodySchema = v.object({
  url: v.pipe(
    v.string(M.urlInvalid),
    v.trim(),
    v.maxLength(BOOKMARK_URL_MAX, M.urlInvalid),
    v.check(isShopPath, M.urlInvalid),
    v.transform((url) => sameOriginPath(url) ?? url),
  ),
  title: v.pipe(
    v.string(M.titleRequired),
    v.trim(),
    v.nonEmpty(M.titleRequired),
    v.maxLength(BOOKMARK_TITLE_MAX, M.titleMax(BOOKMARK_TITLE_MAX)),
  ),
});

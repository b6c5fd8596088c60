import type { Bookmark } from '../../../../contract/favourites/bookmarks.schema';
import { BOOKMARK_LIMIT } from '../../../../contract/favourites/bookmarks.schema';
import { BOOKMARK_MESSAGES as M } from '../../../../contract/favourites/user-lists.messages';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db } from '../../../db/client';
import { lockMember } from '../../../db/member-lock';
import { ApiException } from '../../../http/errors';
import { countBookmarks, findBookmark, upsertBookmark } from './bookmarks.queries';

/**
 * Saves a bookmark under the member's row lock (so 20 at once at 99 of 100 end at 100); the same
 * path again only renames it. `created` is false for a rename.
 */
export function addBookmark(
  db: Db,
  values: { userId: number; url: string; title: string },
): Promise<{ bookmark: Bookmark; created: boolean }> {
  return db.transaction(async (tx) => {
    await lockMember(tx, values.userId);
    const known = await findBookmark(tx, values.userId, values.url);
    if (!known && (await countBookmarks(tx, values.userId)) >= BOOKMARK_LIMIT) {
      throw new ApiException(422, ERROR_CODES.validation, { url: [M.limit(BOOKMARK_LIMIT)] });
    }
    return { bookmark: await upsertBookmark(tx, values), created: !known };
  });
}

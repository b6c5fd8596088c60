import { NEWS_ADMIN_MESSAGES as M } from '../../../../contract/content/news-admin.messages';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db, Tx } from '../../../db/client';
import { recordContentChange } from '../../../db/content-version';
import { ApiException } from '../../../http/errors';
import { lockNewsWrites, newsKeyTaken } from './news-admin.queries';

/**
 * Runs a news change in one transaction, after other news writes, with the record of the news
 * keys it touched: news belongs to no channel, so every channel shows it and goes stale.
 */
export async function changeNews<T>(
  db: Db,
  change: (tx: Tx) => Promise<{ result: T; keys: string[] }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await lockNewsWrites(tx);
    const { result, keys } = await change(tx);
    for (const key of new Set(keys)) {
      await recordContentChange(tx, { kind: 'news', key, channels: null });
    }
    return result;
  });
}

/** A news item that exists, or a Japanese 404. */
export function requireNews<T>(row: T | undefined): T {
  if (!row) throw new ApiException(404, ERROR_CODES.notFound, undefined, M.newsNotFound);
  return row;
}

/** Refuses (422 on `key`) a key another news item has. */
export async function requireFreeKey(tx: Tx, key: string, exceptId?: number): Promise<void> {
  if (await newsKeyTaken(tx, key, exceptId)) {
    throw new ApiException(422, ERROR_CODES.validation, { key: [M.keyTaken] });
  }
}

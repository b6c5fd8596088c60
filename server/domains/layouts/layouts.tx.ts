import { LAYOUT_ADMIN_MESSAGES as A } from '../../../src/lib/content/content.messages';
import { ERROR_CODES } from '../../../src/lib/shared/error.schema';
import type { Db, Tx } from '../../db/client';
import { bumpContentVersion } from '../../db/content-version';
import { ApiException } from '../../http/errors';

/** Runs a change the storefront shows in one transaction with the content-version bump: both or neither. */
export async function changeContent<T>(db: Db, change: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await change(tx);
    await bumpContentVersion(tx);
    return result;
  });
}

/** A colour scheme found in the request's channel, or a Japanese 404 (another channel's too). */
export function requireScheme<T>(row: T | undefined): T {
  if (!row) throw new ApiException(404, ERROR_CODES.notFound, undefined, A.schemeNotFound);
  return row;
}

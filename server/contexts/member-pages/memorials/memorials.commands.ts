import { MEMORIAL_MESSAGES as M } from '../../../../contract/memorials/memorials.messages';
import { MEMORIAL_LIMIT, type MemorialBody } from '../../../../contract/memorials/memorials.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db } from '../../../db/client';
import { lockMember } from '../../../db/member-lock';
import { ApiException } from '../../../http/errors';
import { countMemorials, insertMemorial } from './memorials.queries';

/** Adds a memorial day, counted and inserted under the member's row lock (at most MEMORIAL_LIMIT). */
export function addMemorial(db: Db, userId: number, body: MemorialBody) {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    if ((await countMemorials(tx, userId)) >= MEMORIAL_LIMIT) {
      const message = M.limitReached(MEMORIAL_LIMIT);
      throw new ApiException(422, ERROR_CODES.validation, { _: [message] }, message);
    }
    return insertMemorial(tx, userId, body);
  });
}

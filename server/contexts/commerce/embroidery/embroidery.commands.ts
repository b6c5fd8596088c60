import { EMBROIDERY_MESSAGES as M } from '../../../../contract/embroidery/embroidery.messages';
import {
  EMBROIDERY_LIMIT,
  type EmbroideryBody,
} from '../../../../contract/embroidery/embroidery.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db } from '../../../db/client';
import { lockMember } from '../../../db/member-lock';
import { ApiException } from '../../../http/errors';
import { countEmbroideries, insertEmbroidery } from './embroidery.queries';

/** Saves a name, counted and inserted under the member's row lock (at most EMBROIDERY_LIMIT). */
export function addEmbroidery(db: Db, userId: number, body: EmbroideryBody) {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    if ((await countEmbroideries(tx, userId)) >= EMBROIDERY_LIMIT) {
      const message = M.limitReached(EMBROIDERY_LIMIT);
      throw new ApiException(422, ERROR_CODES.validation, { _: [message] }, message);
    }
    return insertEmbroidery(tx, userId, body);
  });
}

import { MEASUREMENT_MESSAGES as M } from '../../../../contract/measurements/measurements.messages';
import {
  MEASUREMENT_LIMIT,
  type MeasurementBody,
} from '../../../../contract/measurements/measurements.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db } from '../../../db/client';
import { lockMember } from '../../../db/member-lock';
import { ApiException } from '../../../http/errors';
import { countMeasurements, insertMeasurement } from './measurements.queries';

/** Records a measurement, counted and inserted under the member's row lock (at most MEASUREMENT_LIMIT). */
export function addMeasurement(db: Db, userId: number, body: MeasurementBody) {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    if ((await countMeasurements(tx, userId)) >= MEASUREMENT_LIMIT) {
      const message = M.limitReached(MEASUREMENT_LIMIT);
      throw new ApiException(422, ERROR_CODES.validation, { _: [message] }, message);
    }
    return insertMeasurement(tx, userId, body);
  });
}

import { ERROR_CODES } from '../../contract/shared/error.schema';
import { parseRecordId } from '../../contract/shared/record-id.schema';
import { ApiException } from './errors';

/** A record id from the path; anything that cannot be one is a record that does not exist (404). */
export function recordIdParam(raw: string): number {
  const id = parseRecordId(raw);
  if (id === null) throw new ApiException(404, ERROR_CODES.notFound);
  return id;
}

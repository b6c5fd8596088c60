import type { Context } from 'hono';
import * as v from 'valibot';
import { formErrors } from '../../contract/account/user-form.schema';
import { ERROR_CODES } from '../../contract/shared/error.schema';
import { ApiException } from './errors';

/**
 * Reads a JSON body against a schema chosen at run time (the channel's form variant):
 * 400 `common.bad_json` for broken JSON, 422 with per-field messages otherwise.
 */
export async function parseBody<S extends v.GenericSchema>(
  c: Context,
  schema: S,
): Promise<v.InferOutput<S>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new ApiException(400, ERROR_CODES.badJson);
  }
  const result = v.safeParse(schema, raw, { abortPipeEarly: true });
  if (!result.success) {
    throw new ApiException(422, ERROR_CODES.validation, formErrors(result.issues));
  }
  return result.output;
}

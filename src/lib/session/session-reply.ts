import * as v from 'valibot';
import { type LoginResponse, LoginResponseSchema } from '../../../contract/session/session.schema';

/** Checks a login or refresh reply (session.api loads this with the first one). */
export function parseLoginResponse(data: unknown): LoginResponse {
  return v.parse(LoginResponseSchema, data);
}

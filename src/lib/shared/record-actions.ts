import { COMMON_MESSAGES } from '../../../contract/shared/common.messages';
import { ApiRequestError } from './http';

/** What a save or remove action answers: field errors and the server's Japanese message on failure. */
export type ActionResult =
  | { ok: true }
  | { ok: false; message: string; errors: Record<string, string[]> };

/**
 * Runs an API call for a form action; an API error becomes its message and field errors, any other
 * failure the given fallback message.
 */
export async function runAction(
  call: () => Promise<boolean>,
  fallback: string = COMMON_MESSAGES.networkError,
): Promise<ActionResult> {
  try {
    return (await call()) ? { ok: true } : { ok: false, message: fallback, errors: {} };
  } catch (error) {
    if (error instanceof ApiRequestError) {
      return { ok: false, message: error.message, errors: error.errors };
    }
    return { ok: false, message: fallback, errors: {} };
  }
}

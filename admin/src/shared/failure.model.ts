import { SHARED_MESSAGES as M } from './shared.messages';

/** What a screen shows for a failed call: the API's own Japanese message where it has one. */
export function failureText(error: unknown): string {
  if (error && typeof error === 'object' && 'status' in error) {
    const { status, body } = error as {
      status: number;
      body?: { message?: string; errors?: unknown };
    };
    if (status === 403) return M.forbidden;
    if (status === 401) return M.signedOut;
    if (status === 422 && body?.errors) return body.message ?? M.fixErrors;
    return body?.message ?? M.unknownError;
  }
  if (error instanceof TypeError) return M.network;
  return M.unknownError;
}

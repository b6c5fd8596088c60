import * as v from 'valibot';

/** `POST /v1/auth/verify`: the emailed 6-digit code for the pending login of `user_id`. */
export const VerifyBodySchema = v.object({
  verify_code: v.pipe(
    v.string('認証コードを入力してください。'),
    v.trim(),
    v.regex(/^\d{6}$/, '認証コードは6桁の数字で入力してください。'),
  ),
  user_id: v.pipe(v.number(), v.integer()),
  is_sync_user_channel: v.optional(v.boolean(), false),
});
export type VerifyBody = v.InferOutput<typeof VerifyBodySchema>;

/** `POST /v1/auth/refresh` body for clients without the HttpOnly cookie. */
export const RefreshBodySchema = v.optional(
  v.object({ refresh_token: v.optional(v.string()) }),
  {},
);

/** A call's plain result flag (unlock, logout, email verification). */
export const ResultSchema = v.object({ result: v.boolean() });
export type Result = v.InferOutput<typeof ResultSchema>;

/** One login-history entry (`GET /v1/me/login-histories`). */
export const LoginHistorySchema = v.object({
  id: v.number(),
  created_at: v.string(),
  ip: v.string(),
  user_agent: v.string(),
  result: v.picklist(['success', 'failure', 'locked', 'code_sent', 'code_failure']),
});
export type LoginHistory = v.InferOutput<typeof LoginHistorySchema>;

import * as v from 'valibot';

/** Login, refresh and verify responses (spec §3 "Session" login response fields). */
export const LoginResponseSchema = v.object({
  access_token: v.optional(v.string(), ''),
  expires_in: v.optional(v.number(), 0),
  expires_at: v.optional(v.nullable(v.string())),
  is_registered_member: v.optional(v.boolean(), true),
  has_password_expired: v.optional(v.boolean(), false),
  has_mail_error_count_over: v.optional(v.boolean(), false),
  user_id: v.optional(v.nullable(v.number()), null),
  is_verify: v.optional(v.boolean(), false),
  verify_code: v.optional(v.nullable(v.string())),
});
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>;

/** `POST /v1/auth/login` body: the login id is an email address or a user name. */
export const LoginBodySchema = v.object({
  login_id: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'メールアドレスまたはユーザー名を入力してください。'),
    v.maxLength(254),
  ),
  password: v.pipe(v.string(), v.minLength(1, 'パスワードを入力してください。'), v.maxLength(128)),
});
export type LoginBody = v.InferOutput<typeof LoginBodySchema>;

/** The session held by the browser (spec §3 "Session"); times are epoch milliseconds. */
export type SessionState = {
  check: boolean;
  isLogin: boolean;
  isManager: boolean;
  hasPasswordExpired: boolean;
  hasMailErrorCountOver: boolean;
  accessToken: string | null;
  tokenExpiresAt: number | null;
  /** User id awaiting an emailed code. */
  mfa: number | null;
  isRefreshFailed: boolean;
  isRefreshPolling: boolean;
  isSyncUserChannel: boolean;
  warningMessage: string | null;
  redirectUrl: string | null;
  userId: number | null;
};

import * as v from 'valibot';
import { STAFF_MESSAGES as M } from './staff.messages';

/** The three staff roles: owner (everything), editor (catalogue and content), operator (orders, members, inquiries). */
export const STAFF_ROLES = ['owner', 'editor', 'operator'] as const;
/** One staff role. */
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A staff member as the back office sees them (never a password or a secret). */
export const StaffSchema = v.object({
  id: v.number(),
  email: v.string(),
  name: v.string(),
  role: v.picklist(STAFF_ROLES),
  totp_enabled: v.boolean(),
  /** An owner without two-factor must enrol before any other call. */
  must_enrol_totp: v.boolean(),
});
/** A staff member. */
export type Staff = v.InferOutput<typeof StaffSchema>;

/** A row of the owners' staff list: a staff member and whether they may sign in. */
export const StaffListItemSchema = v.object({
  ...StaffSchema.entries,
  disabled: v.boolean(),
  locked: v.boolean(),
});
/** A row of the staff list. */
export type StaffListItem = v.InferOutput<typeof StaffListItemSchema>;

const email = v.pipe(
  v.string(M.emailRequired),
  v.trim(),
  v.nonEmpty(M.emailRequired),
  v.maxLength(254, M.emailMax),
  v.email(M.emailFormat),
  v.toLowerCase(),
);

const name = v.pipe(
  v.string(M.nameRequired),
  v.trim(),
  v.nonEmpty(M.nameRequired),
  v.maxLength(100, M.nameMax),
);

/** A new staff password: 12+ characters mixing letters and digits. */
export const StaffPasswordSchema = v.pipe(
  v.string(M.passwordRequired),
  v.nonEmpty(M.passwordRequired),
  v.minLength(12, M.passwordMin),
  v.maxLength(128, M.passwordMax),
  v.check((s) => /[A-Za-z]/.test(s) && /\d/.test(s), M.passwordMix),
);

/** Body of `POST /v1/admin/session`; unknown keys are ignored. */
export const StaffLoginBodySchema = v.object({
  email: v.pipe(v.string(M.emailRequired), v.trim(), v.nonEmpty(M.emailRequired), v.maxLength(254)),
  password: v.pipe(v.string(M.passwordRequired), v.nonEmpty(M.passwordRequired), v.maxLength(128)),
});

/** A six-digit authenticator code (`POST /v1/admin/session/totp`, `/v1/admin/me/totp/confirm`). */
export const TotpCodeBodySchema = v.object({
  code: v.pipe(v.string(M.codeFormat), v.trim(), v.regex(/^\d{6}$/, M.codeFormat)),
});

/** A signed-in session: the staff member and the token to send as `X-CSRF-Token` on writes. */
export const StaffSessionSchema = v.object({ staff: StaffSchema, csrf_token: v.string() });

/** The login's answer: a session, or a second factor to give first. */
export const StaffLoginReplySchema = v.union([
  StaffSessionSchema,
  v.object({ totp_required: v.literal(true) }),
]);

/** `POST /v1/admin/me/totp`: the secret to add to an authenticator, also as an otpauth:// URL. */
export const TotpEnrolmentSchema = v.object({ secret: v.string(), otpauth_url: v.string() });

/** Body of `POST /v1/admin/staff`; unknown keys are refused. */
export const StaffCreateBodySchema = v.strictObject({
  email,
  name,
  role: v.picklist(STAFF_ROLES, M.roleChoice),
  password: StaffPasswordSchema,
});
/** A new staff member. */
export type StaffCreateBody = v.InferOutput<typeof StaffCreateBodySchema>;

/** Body of `PATCH /v1/admin/staff/{id}`: any of the fields, at least one; unknown keys are refused. */
export const StaffPatchBodySchema = v.pipe(
  v.strictObject({
    name: v.optional(name),
    role: v.optional(v.picklist(STAFF_ROLES, M.roleChoice)),
    disabled: v.optional(v.boolean(M.disabledBoolean)),
  }),
  v.check((body) => Object.values(body).some((value) => value !== undefined), M.nothingToChange),
);
/** A change to a staff member. */
export type StaffPatchBody = v.InferOutput<typeof StaffPatchBodySchema>;

import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { STAFF_MESSAGES } from '../../../../contract/staff/staff.messages';
import {
  StaffLoginBodySchema,
  StaffLoginReplySchema,
  StaffSessionSchema,
  TotpCodeBodySchema,
  TotpEnrolmentSchema,
} from '../../../../contract/staff/staff.schema';
import { ApiException } from '../../../http/errors';
import { requestOrigin } from '../../../http/proxy';
import { enforceLimit } from '../../../http/rate-limit';
import { requireStaff, type StaffEnv, signedInStaff } from '../../../http/staff-guard';
import type { Actor } from '../../../http/types';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { limitersFor } from '../../identity/api';
import { recordAudit } from '../../platform/api';
import { STAFF_SERVER_MESSAGES } from './staff.messages';
import { type StaffRow, toStaff } from './staff.model';
import { staffByEmail, staffById, updateStaff } from './staff.queries';
import {
  clearPendingCookie,
  clearSessionCookie,
  pendingCookie,
  sessionCookie,
  setPendingCookie,
  setSessionCookie,
} from './staff-cookies';
import { checkStaffCode, checkStaffPassword } from './staff-login.commands';
import { closeStaffSession, openStaffSession, pendingStaff } from './staff-sessions.commands';
import { acceptedStep, newTotpSecret, otpauthUrl } from './totp';

const tag = 'admin';
const NoContent = v.null();
const signedIn = requireStaff({ allow: 'any-staff', beforeEnrolment: true });

const lockedError = () =>
  new ApiException(423, ERROR_CODES.accountLocked, undefined, STAFF_SERVER_MESSAGES.locked);
const codeError = (message: string = STAFF_SERVER_MESSAGES.codeInvalid) =>
  new ApiException(422, ERROR_CODES.totpInvalid, { code: [message] });

const actorOf = (c: Context, row: StaffRow): Actor => ({
  kind: 'staff',
  staffId: row.id,
  email: row.email,
  role: row.role as 'owner',
  ip: requestOrigin(c).clientIp,
});

/** Opens a complete session: the cookie, an audit row, and the reply with the CSRF token. */
async function signIn(c: Context<StaffEnv>, row: StaffRow) {
  const { db } = c.get('database');
  const ip = requestOrigin(c).clientIp;
  const { token, csrfToken } = await openStaffSession(db, row, 'active', ip, new Date());
  setSessionCookie(c, token);
  await recordAudit(db, actorOf(c, row), {
    action: 'session.sign_in',
    recordType: 'staff',
    recordId: row.id,
  });
  return c.json({ staff: toStaff(row), csrf_token: csrfToken });
}

/** Back-office sign-in (password, then TOTP when the staff member has it), the session, and TOTP enrolment. */
export const staffSessionRoutes = new Hono<StaffEnv>()
  .post(
    '/admin/session',
    describeOperation({
      tag,
      summary:
        'スタッフのサインイン（メールアドレスとパスワード）。二段階認証があれば totp_required を返し、確認コードを待つ',
      body: StaffLoginBodySchema,
      response: StaffLoginReplySchema,
      errors: [401, 422, 423, 429],
    }),
    validate('json', StaffLoginBodySchema),
    async (c) => {
      const database = c.get('database');
      const body = c.req.valid('json');
      const ip = requestOrigin(c).clientIp;
      const limits = limitersFor(database);
      await enforceLimit(limits.loginPerIp, ip);
      const email = body.email.toLowerCase();
      const found = await staffByEmail(database.db, email);
      await enforceLimit(limits.loginPerAccount, found ? `staff:${found.id}` : `staff-id:${email}`);
      const now = new Date();
      const outcome = await checkStaffPassword(database.db, found, body.password, now);
      if (outcome.kind === 'invalid') throw new ApiException(401, ERROR_CODES.invalidCredentials);
      if (outcome.kind === 'locked') throw lockedError();
      if (outcome.kind === 'ok') return signIn(c, outcome.staff);
      const pending = await openStaffSession(database.db, outcome.staff, 'totp', ip, now);
      setPendingCookie(c, pending.token);
      return c.json({ totp_required: true as const });
    },
  )
  .post(
    '/admin/session/totp',
    describeOperation({
      tag,
      summary: 'サインインの二段階認証（認証アプリの6桁の確認コード）',
      body: TotpCodeBodySchema,
      response: StaffSessionSchema,
      errors: [401, 422, 423, 429],
    }),
    validate('json', TotpCodeBodySchema),
    async (c) => {
      const database = c.get('database');
      await enforceLimit(limitersFor(database).codePerIp, requestOrigin(c).clientIp);
      const token = pendingCookie(c);
      const now = new Date();
      const row = token ? await pendingStaff(database.db, token, now) : undefined;
      if (!token || !row) throw new ApiException(401, ERROR_CODES.unauthorized);
      const result = await checkStaffCode(database.db, row, c.req.valid('json').code, now);
      if (result === 'locked') throw lockedError();
      if (result === 'invalid') throw codeError();
      await closeStaffSession(database.db, token);
      clearPendingCookie(c);
      return signIn(c, row);
    },
  )
  .get(
    '/admin/session',
    describeOperation({
      tag,
      summary: 'サインイン中のスタッフと CSRF トークン（書き込みのたびに X-CSRF-Token で送る）',
      response: StaffSessionSchema,
      errors: [401],
    }),
    signedIn,
    async (c) => {
      const staff = signedInStaff(c);
      const row = await staffById(c.get('database').db, staff.staffId);
      if (!row) throw new ApiException(401, ERROR_CODES.unauthorized);
      return c.json({ staff: toStaff(row), csrf_token: staff.csrfToken });
    },
  )
  .delete(
    '/admin/session',
    describeOperation({
      tag,
      summary: 'サインアウト（X-CSRF-Token が必要）',
      response: NoContent,
      errors: [401, 403],
    }),
    signedIn,
    async (c) => {
      const token = sessionCookie(c);
      if (token) await closeStaffSession(c.get('database').db, token);
      clearSessionCookie(c);
      return c.body(null, 204);
    },
  )
  .post(
    '/admin/me/totp',
    describeOperation({
      tag,
      summary:
        '二段階認証の設定を始める：認証アプリに登録する秘密鍵と otpauth URL（確認コードで確定するまで有効にならない）',
      response: TotpEnrolmentSchema,
      errors: [401, 403],
    }),
    signedIn,
    async (c) => {
      const { db } = c.get('database');
      const staff = signedInStaff(c);
      const secret = newTotpSecret();
      await updateStaff(db, staff.staffId, { totpPendingSecret: secret });
      return c.json({ secret, otpauth_url: otpauthUrl(staff.email, secret) });
    },
  )
  .post(
    '/admin/me/totp/confirm',
    describeOperation({
      tag,
      summary: '二段階認証の設定を確定する（認証アプリの確認コード）',
      body: TotpCodeBodySchema,
      response: NoContent,
      errors: [401, 403, 422, 429],
    }),
    signedIn,
    validate('json', TotpCodeBodySchema),
    async (c) => {
      const { db } = c.get('database');
      await enforceLimit(limitersFor(c.get('database')).codePerIp, requestOrigin(c).clientIp);
      const staff = signedInStaff(c);
      const row = await staffById(db, staff.staffId);
      const pending = row?.totpPendingSecret;
      if (!row || !pending) throw codeError(STAFF_MESSAGES.noPendingEnrolment);
      const step = await acceptedStep(pending, c.req.valid('json').code, null, new Date());
      if (step === null) throw codeError();
      await db.transaction(async (tx) => {
        const after = await updateStaff(tx, row.id, {
          totpSecret: pending,
          totpPendingSecret: null,
          totpLastStep: step,
        });
        await recordAudit(tx, c.get('actor'), {
          action: 'staff.totp_enabled',
          recordType: 'staff',
          recordId: row.id,
          before: { totp_enabled: row.totpSecret !== null },
          after: { totp_enabled: after.totpSecret !== null },
        });
      });
      return c.body(null, 204);
    },
  );

import type { ProfileInput } from '../../../../contract/account/user-form.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { FIELD_MESSAGES } from '../../../../contract/shared/fields.messages';
import type { Db } from '../../../db/client';
import { ApiException } from '../../../http/errors';
import type { Channel } from '../../../http/types';
import { enqueueMail } from '../../../jobs/mail';
import { welcomeMail } from '../../../services/mail/templates';
import { hashPassword, verifyPassword } from '../../../services/password';
import {
  accountOf,
  consumeUserToken,
  findUser,
  mailBase,
  normaliseAnswer,
  publicLink,
  setPassword,
  type UserRow,
} from '../auth/index';
import { deleteUser, markEmailVerified, ownAddress, saveProfile } from './account.queries';
import { ownAddressValues, profileExtras } from './registration.commands';

/** The member or 401 (a token for a user who has since left). */
export async function requireUser(db: Db, userId: number): Promise<UserRow> {
  const user = await findUser(db, userId);
  if (!user) throw new ApiException(401, ERROR_CODES.unauthorized);
  return user;
}

/**
 * Saves the profile form: member row, own address, account extras (user name never changes here).
 * A new security answer is taken only with the right current password.
 */
export async function updateProfile(db: Db, userId: number, input: ProfileInput): Promise<void> {
  if (input.answer) await requireCurrentPassword(db, userId, input.current_password);
  const account = await accountOf(db, userId);
  const answerHash =
    input.question_ct && input.answer ? await hashPassword(normaliseAnswer(input.answer)) : null;
  const own = await ownAddress(db, userId);
  await db.transaction((tx) =>
    saveProfile(tx, userId, {
      user: {
        lastName: input.last_name,
        firstName: input.first_name,
        lastNameKana: input.last_name_kana,
        firstNameKana: input.first_name_kana,
        companyName: input.company_name || null,
        departmentOrPosition: input.department_or_position || null,
        phoneNumber: input.phone_number,
        cellPhoneNumber: input.cell_phone_number,
        gender: input.gender,
        birthday: input.birthday || null,
        isReceiveNewsletter: input.is_receive_newsletter === 1,
        updatedAt: new Date(),
      },
      account: {
        profile: { ...account.profile, ...profileExtras(input) },
        ...(answerHash ? { questionCt: input.question_ct, answerHash } : {}),
      },
      address: ownAddressValues(userId, input),
      ownAddressId: own?.id ?? null,
    }),
  );
}

/** Changes the password: checks the current one, revokes every session, issues a new pair. */
export async function changePassword(
  db: Db,
  channel: Channel,
  userId: number,
  input: { current_password: string; password: string },
) {
  const user = await requireCurrentPassword(db, userId, input.current_password);
  return setPassword(db, channel, user, input.password);
}

/**
 * Re-authentication before a change an attacker holding a session must not make (password,
 * security answer, leaving): 422 on the `current_password` field when it is wrong.
 */
export async function requireCurrentPassword(db: Db, userId: number, password: string) {
  const user = await requireUser(db, userId);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new ApiException(422, ERROR_CODES.currentPasswordInvalid, {
      current_password: [FIELD_MESSAGES.currentPasswordWrong],
    });
  }
  return user;
}

/**
 * Leaving: the member row and everything that cascades from it (addresses, cards, lists,
 * sessions, tokens, history) is deleted. Orders stay for accounting with the user link cleared.
 */
export async function leave(db: Db, userId: number): Promise<void> {
  await deleteUser(db, userId);
}

/** Uses an email-verification token: the member becomes a registered member. */
export async function verifyEmail(db: Db, channel: Channel, token: string): Promise<boolean> {
  const userId = await consumeUserToken(db, token, 'email_verify', new Date());
  if (userId === null) return false;
  const user = await markEmailVerified(db, userId);
  if (!user) return true;
  const welcome = welcomeMail(mailBase(user, channel), publicLink('/login/'));
  await enqueueMail(db, { ...welcome, kind: 'welcome', userId: user.id });
  return true;
}

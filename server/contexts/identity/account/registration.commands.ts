import { randomBytes } from 'node:crypto';
import type { RegisterInput } from '../../../../contract/account/user-form.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { FIELD_MESSAGES } from '../../../../contract/shared/fields.messages';
import type { Db, Tx } from '../../../db/client';
import { ApiException } from '../../../http/errors';
import type { Channel } from '../../../http/types';
import { enqueueMail } from '../../../jobs/mail';
import { alreadyRegisteredMail, verificationMail } from '../../../services/mail/templates';
import { hashPassword } from '../../../services/password';
import {
  createUserToken,
  findByEmail,
  mailBase,
  normaliseAnswer,
  publicLink,
  type UserRow,
} from '../auth/index';
import { ACCOUNT_MESSAGES } from './account.messages';
import { insertMember, usernameTaken } from './account.queries';
import { requireSchoolKey } from './schools.commands';

/** Queues the email-verification mail (in the caller's transaction when given one). */
export async function sendVerification(db: Db | Tx, user: UserRow, channel: Channel, now: Date) {
  const token = await createUserToken(db, user.id, 'email_verify', now);
  await enqueueMail(db, {
    ...verificationMail(mailBase(user, channel), publicLink('/verify/email/', { token })),
    kind: 'verification',
    userId: user.id,
  });
}

function memberCode(): string {
  return `W${Date.now().toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`;
}

function userValues(input: RegisterInput, channel: Channel, passwordHash: string) {
  return {
    code: memberCode(),
    channelId: channel.id,
    email: input.email.toLowerCase(),
    username: input.username || null,
    passwordHash,
    lastName: input.last_name,
    firstName: input.first_name,
    lastNameKana: input.last_name_kana,
    firstNameKana: input.first_name_kana,
    phoneNumber: input.phone_number,
    cellPhoneNumber: input.cell_phone_number,
    gender: input.gender,
    birthday: input.birthday || null,
    isReceiveNewsletter: input.is_receive_newsletter === 1,
    isRegisteredMember: !channel.isFirstLoginEmailVerify,
    // Business status (掛け払い) comes only from the shop's approval, never from this form.
    isBusiness: false,
    companyName: input.company_name || null,
    departmentOrPosition: input.department_or_position || null,
  };
}

/** Extra form fields kept on the account row. */
export function profileExtras(input: {
  job: string;
  fax: string;
  orderer_name: string;
  school?: string;
  contact_phone_number?: string;
  tel?: string;
}): Record<string, string> {
  const extras: Record<string, string> = {
    job: input.job,
    fax: input.fax,
    orderer_name: input.orderer_name,
  };
  // Fields only some forms have (the school shop's 学校コード, the extra phones): a form without
  // them leaves the stored value alone.
  for (const key of ['school', 'contact_phone_number', 'tel'] as const) {
    const value = input[key];
    if (value !== undefined) extras[key] = value;
  }
  return extras;
}

/**
 * Registers a member. An address that is already registered gets a mail instead of an error,
 * so the reply never tells whether an account exists.
 */
export async function register(db: Db, channel: Channel, input: RegisterInput, now: Date) {
  await requireSchoolKey(db, channel.id, input);
  if (input.username && (await usernameTaken(db, input.username))) {
    throw new ApiException(422, ERROR_CODES.usernameTaken, {
      username: [FIELD_MESSAGES.usernameTaken],
    });
  }
  const existing = await findByEmail(db, input.email);
  if (existing) {
    // Same work as a real registration, so timing does not tell either.
    await Promise.all([hashPassword(input.password), hashPassword(input.answer)]);
    const base = mailBase(existing, channel);
    await enqueueMail(db, {
      ...alreadyRegisteredMail(base, publicLink('/login/'), publicLink('/reminder/')),
      kind: 'already_registered',
      userId: existing.id,
    });
    return;
  }
  const passwordHash = await hashPassword(input.password);
  const answerHash = await hashPassword(normaliseAnswer(input.answer));
  await db.transaction(async (tx) => {
    const row = await insertMember(
      tx,
      userValues(input, channel, passwordHash),
      { questionCt: input.question_ct, answerHash, profile: profileExtras(input) },
      (userId) => ownAddressValues(userId, input),
    );
    await sendVerification(tx, row, channel, now);
  });
}

/** The member's own address (division 1) from form fields. */
export function ownAddressValues(
  userId: number,
  input: Pick<
    RegisterInput,
    | 'last_name'
    | 'first_name'
    | 'last_name_kana'
    | 'first_name_kana'
    | 'postal_code'
    | 'prefecture'
    | 'city'
    | 'address1'
    | 'address2'
    | 'phone_number'
    | 'cell_phone_number'
  >,
) {
  return {
    userId,
    isDefault: true,
    isSenderDefault: true,
    divisionCt: 1,
    name: ACCOUNT_MESSAGES.homeAddressName,
    lastName: input.last_name,
    firstName: input.first_name,
    lastNameKana: input.last_name_kana,
    firstNameKana: input.first_name_kana,
    postalCode: input.postal_code,
    prefecture: input.prefecture,
    city: input.city,
    address1: input.address1,
    address2: input.address2,
    phoneNumber: input.phone_number,
    cellPhoneNumber: input.cell_phone_number,
  };
}

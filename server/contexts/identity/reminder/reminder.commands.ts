import type { ReminderResetInput } from '../../../../contract/account/reminder.schema';
import { ERROR_MESSAGES } from '../../../../contract/shared/common.messages';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { FIELD_MESSAGES } from '../../../../contract/shared/fields.messages';
import type { Db } from '../../../db/client';
import { ApiException } from '../../../http/errors';
import type { Channel } from '../../../http/types';
import { enqueueMail } from '../../../jobs/mail';
import { reminderMail } from '../../../services/mail/templates';
import { verifyPassword } from '../../../services/password';
import {
  accountOf,
  consumeUserToken,
  createUserToken,
  findByEmail,
  findUser,
  issueTokens,
  mailBase,
  normaliseAnswer,
  peekUserToken,
  publicLink,
  revokeUserSessions,
  setPassword,
} from '../auth/index';
import { setUsername, usernameHolder } from './reminder.queries';

type Kind = 'password' | 'username';
const purposeOf = (kind: Kind) => (kind === 'password' ? 'password_reset' : 'username_reset');
const pageOf = (kind: Kind) =>
  kind === 'password' ? '/reminder/reset/' : '/reminder/username/reset/';

const invalidToken = () => new ApiException(422, ERROR_CODES.tokenInvalid);

/** Mails a reminder link when the address belongs to a member; silent otherwise. */
export async function requestReminder(db: Db, channel: Channel, email: string, kind: Kind) {
  const user = await findByEmail(db, email);
  if (!user) return;
  const token = await createUserToken(db, user.id, purposeOf(kind), new Date());
  await enqueueMail(db, {
    ...reminderMail(mailBase(user, channel), kind, publicLink(pageOf(kind), { token })),
    kind: 'reminder',
    userId: user.id,
  });
}

/** The security question to ask for a live token (null when none is set). */
export async function checkReminder(db: Db, token: string, kind: Kind) {
  const userId = await peekUserToken(db, token, purposeOf(kind), new Date());
  if (userId === null) throw invalidToken();
  return { question_ct: (await accountOf(db, userId)).questionCt };
}

async function checkAnswer(db: Db, userId: number, answer: string): Promise<void> {
  const account = await accountOf(db, userId);
  if (!account.questionCt || !account.answerHash) return;
  if (!(await verifyPassword(account.answerHash, normaliseAnswer(answer)))) {
    throw new ApiException(422, ERROR_CODES.securityAnswerInvalid, {
      answer: [ERROR_MESSAGES[ERROR_CODES.securityAnswerInvalid]],
    });
  }
}

async function changeUsername(db: Db, userId: number, username: string): Promise<void> {
  const holder = await usernameHolder(db, username);
  if (holder !== undefined && holder !== userId) {
    throw new ApiException(422, ERROR_CODES.usernameTaken, {
      username: [FIELD_MESSAGES.usernameTaken],
    });
  }
  await setUsername(db, userId, username, new Date());
}

/**
 * Resets the password or user name: the answer is checked before the single-use token is spent,
 * every other session is revoked, and a fresh token pair logs the member in.
 */
export async function resetWithReminder(db: Db, channel: Channel, input: ReminderResetInput) {
  const purpose = purposeOf(input.kind);
  const peeked = await peekUserToken(db, input.token, purpose, new Date());
  if (peeked === null) throw invalidToken();
  await checkAnswer(db, peeked, input.answer);
  if (input.kind === 'username') await changeUsername(db, peeked, input.username);
  const userId = await consumeUserToken(db, input.token, purpose, new Date());
  const user = userId === null ? null : await findUser(db, userId);
  if (!user) throw invalidToken();
  if (input.kind === 'password') {
    return { user, tokens: await setPassword(db, channel, user, input.password) };
  }
  await revokeUserSessions(db, user.id, new Date());
  return { user, tokens: await issueTokens(db, user.id, new Date()) };
}

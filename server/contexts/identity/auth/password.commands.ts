import type { Db } from '../../../db/client';
import type { Channel } from '../../../http/types';
import { enqueueMail } from '../../../jobs/mail';
import { passwordChangedMail } from '../../../services/mail/templates';
import { hashPassword } from '../../../services/password';
import { mailBase, publicLink, storePasswordHash, type UserRow } from './accounts.queries';
import { issueTokens, revokeUserSessions } from './tokens.queries';

/** Stores a new password, ends every other session and returns a fresh token pair. */
export async function setPassword(db: Db, channel: Channel, user: UserRow, password: string) {
  const now = new Date();
  await storePasswordHash(db, user.id, await hashPassword(password), now);
  await revokeUserSessions(db, user.id, now);
  await enqueueMail(db, {
    ...passwordChangedMail(mailBase(user, channel), publicLink('/reminder/')),
    kind: 'password_changed',
    userId: user.id,
  });
  return issueTokens(db, user.id, now);
}

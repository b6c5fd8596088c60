import type { Db } from '../../../db/client';
import { findMember } from '../../identity/api';

/** Whether a member with this email address exists. */
export async function memberEmailExists(db: Db, email: string): Promise<boolean> {
  return (await findMember(db, { email })) !== undefined;
}

import { atom } from 'nanostores';
import type { SchoolCheck } from '../../../contract/account/school';
import type { MeUser } from '../../../contract/account/user.schema';
import { checkSession } from '../session/session.store';
import { accountApi } from './account.api';
import { rememberSchool } from './school-badge.store';
import { badgeFromUser } from './school-badge-origin.model';

/** The logged-in member's data; undefined until loaded, null when not available. */
export const $me = atom<MeUser | null | undefined>(undefined);

/** The last 学校コード check of the school shop's form (null before any). */
export const $schoolCheck = atom<SchoolCheck | null>(null);

/** Loads the member (after the session check); null when logged out or the call was ignored. */
export async function loadMe(): Promise<MeUser | null> {
  const session = await checkSession();
  if (!session.isLogin) {
    $me.set(null);
    return null;
  }
  const me = await accountApi.me().catch(() => null);
  $me.set(me);
  rememberSchool(badgeFromUser(me));
  return me;
}

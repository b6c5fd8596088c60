import { buildFrontSettings } from '../settings/settings-build';
import type { GuardSettings } from './auth-guards';

/** The guard settings of the build's channel. */
export async function guardSettings(): Promise<GuardSettings> {
  const { site } = await buildFrontSettings();
  return {
    isNoMemberUse: site.is_no_member_use,
    isFirstLoginEmailVerify: site.is_first_login_email_verify,
  };
}

import type { GuardSettings } from '../../lib/auth/auth-guards';
import { useGuard } from '../auth/useGuard';

/** The member-only guard of a shop without guest use: a guest is sent to /login/. Renders nothing. */
export default function MemberOnlyGuard(props: { settings: GuardSettings }) {
  useGuard('member-only', props.settings);
  return null;
}

import { useState } from 'react';
import { AUTH_MESSAGES as M } from '../../../contract/auth/auth.messages';
import { COMMON_MESSAGES } from '../../../contract/shared/common.messages';
import { logoutNow } from '../../lib/auth/auth.store';
import { useBusy } from '../shared/useBusy';
import { useHydrated } from '../shared/useHydrated';

/** /mypage/logout/: asks first (a link alone must not log anyone out), then logs out. */
export default function LogoutPanel() {
  const [done, setDone] = useState(false);
  const [busy, whileBusy] = useBusy();
  const hydrated = useHydrated();
  async function run() {
    await whileBusy(() => logoutNow());
    setDone(true);
  }
  if (done) {
    return (
      <div className="account-panel">
        <p className="message message--success" role="status">
          {M.loggedOut}
        </p>
        <a className="btn btn--block" href="/">
          {COMMON_MESSAGES.backToTop}
        </a>
      </div>
    );
  }
  return (
    <div className="account-panel">
      <p>{M.logoutLead}</p>
      <button type="button" className="btn btn--block" onClick={run} disabled={busy || !hydrated}>
        {M.logoutButton}
      </button>
    </div>
  );
}

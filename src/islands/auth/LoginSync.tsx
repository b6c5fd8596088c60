import { useEffect } from 'react';
import { AUTH_MESSAGES as M } from '../../../contract/auth/auth.messages';
import { syncUserChannel } from '../../lib/auth/auth.store';
import { safeRedirect } from '../../lib/auth/auth-guards';
import { checkSession } from '../../lib/session/session.store';
import Loading from '../shared/Loading';

/** /login_sync/: the login-sync variant — a logged-in member is tied to this channel, then sent on. */
export default function LoginSync() {
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    checkSession().then(async (session) => {
      if (!session.isLogin) {
        window.location.replace(`/login/?redirect=${encodeURIComponent('/login_sync/')}`);
        return;
      }
      await syncUserChannel();
      window.location.replace(safeRedirect(params.get('redirect')));
    });
  }, []);
  return <Loading text={M.loginSyncLead} />;
}

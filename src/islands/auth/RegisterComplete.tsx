import { useEffect } from 'react';
import { ACCOUNT_MESSAGES, VERIFY_MESSAGES as M } from '../../../contract/account/account.messages';
import { AUTH_MESSAGES } from '../../../contract/auth/auth.messages';
import { COMMON_MESSAGES } from '../../../contract/shared/common.messages';
import { checkSession } from '../../lib/session/session.store';
import { useSessionAfterMount } from '../catalog/useSessionAfterMount';

/** /register/complete/: thanks, and where the verification mail went. */
export default function RegisterComplete() {
  const session = useSessionAfterMount();
  useEffect(() => {
    checkSession();
  }, []);
  return (
    <div className="account-panel">
      <p className="message message--success" role="status">
        {M.registered}
      </p>
      <p>{M.mailSent}</p>
      <p>{M.spamHint}</p>
      {session.isLogin ? (
        <a className="btn btn--block" href="/ec/">
          {ACCOUNT_MESSAGES.toHome}
        </a>
      ) : (
        <a className="btn btn--block" href="/login/">
          {AUTH_MESSAGES.toLogin}
        </a>
      )}
      <a className="btn btn--ghost btn--block" href="/">
        {COMMON_MESSAGES.backToTop}
      </a>
    </div>
  );
}

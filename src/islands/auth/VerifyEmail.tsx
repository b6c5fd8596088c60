import { useEffect, useState } from 'react';
import { ACCOUNT_MESSAGES, VERIFY_MESSAGES } from '../../../contract/account/account.messages';
import { AUTH_MESSAGES } from '../../../contract/auth/auth.messages';
import { checkEmailToken } from '../../lib/account/account-actions.store';
import Loading from '../shared/Loading';

/** /verify/email/?token=…: confirms the address from the mailed link. */
export default function VerifyEmail() {
  const [state, setState] = useState<{ ok: boolean; message: string } | null>(null);
  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('token') ?? '';
    checkEmailToken(token).then((r) =>
      setState(
        r.ok ? { ok: true, message: VERIFY_MESSAGES.verified } : { ok: false, message: r.message },
      ),
    );
  }, []);
  if (!state) return <Loading text={AUTH_MESSAGES.checking} />;
  return (
    <div className="account-panel">
      <p
        className={`message ${state.ok ? 'message--success' : 'message--error'}`}
        role={state.ok ? 'status' : 'alert'}
      >
        {state.message}
      </p>
      <a className="btn btn--block" href="/ec/">
        {ACCOUNT_MESSAGES.toHome}
      </a>
    </div>
  );
}

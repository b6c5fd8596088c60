import { useEffect, useState } from 'react';
import { AUTH_MESSAGES as M } from '../../../contract/auth/auth.messages';
import { unlockWithToken } from '../../lib/auth/auth.store';
import Loading from '../shared/Loading';

/** /login/unlock/?token=…: lifts the lock and says so. */
export default function UnlockPanel() {
  const [state, setState] = useState<'busy' | 'ok' | 'failed'>('busy');
  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('token') ?? '';
    if (!token) setState('failed');
    else unlockWithToken(token).then((ok) => setState(ok ? 'ok' : 'failed'));
  }, []);
  if (state === 'busy') return <Loading text={M.unlocking} />;
  return (
    <div className="account-panel">
      <p
        className={`message ${state === 'ok' ? 'message--success' : 'message--error'}`}
        role={state === 'ok' ? 'status' : 'alert'}
      >
        {state === 'ok' ? M.unlocked : M.unlockFailed}
      </p>
      <a className="btn btn--block" href="/login/">
        {M.toLogin}
      </a>
    </div>
  );
}

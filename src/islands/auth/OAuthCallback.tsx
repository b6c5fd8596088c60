import { useEffect, useState } from 'react';
import { AUTH_MESSAGES as M } from '../../../contract/auth/auth.messages';
import { finishSocialLogin } from '../../lib/auth/auth-social';
import { followLogin } from '../../lib/session/warning.store';
import Loading from '../shared/Loading';

/** /oauth/callback/: finishes a social login and goes to the member home (or where its flags send it). */
export default function OAuthCallback() {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    finishSocialLogin(new URLSearchParams(window.location.search)).then((message) => {
      if (message) setError(message);
      else window.location.replace(followLogin('/ec/'));
    });
  }, []);
  if (!error) return <Loading text={M.finishingLogin} />;
  return (
    <div className="account-panel">
      <p className="message message--error" role="alert">
        {error}
      </p>
      <a className="btn btn--block" href="/login/">
        {M.toLogin}
      </a>
    </div>
  );
}

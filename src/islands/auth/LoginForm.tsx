import { useStore } from '@nanostores/react';
import { type FormEvent, useState } from 'react';
import { AUTH_MESSAGES as M } from '../../../contract/auth/auth.messages';
import {
  $authBusy,
  cancelLoginCode,
  type LoginResult,
  submitLogin,
  submitLoginCode,
} from '../../lib/auth/auth.store';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import { isLoginSyncTarget, safeRedirect } from '../../lib/auth/auth-guards';
import { startSocialLogin } from '../../lib/auth/auth-social';
import { followLogin } from '../../lib/session/warning.store';
import { BotNotice } from '../shared/BotNotice';
import Button from '../shared/Button';
import ErrorAlert from '../shared/ErrorAlert';
import Loading from '../shared/Loading';
import Field from './Field';
import { useGuard } from './useGuard';

function goOn(result: LoginResult): void {
  // A member whose e-mail is not confirmed yet does not count as logged in: /verify/ first.
  const params = new URLSearchParams(window.location.search);
  const next = result.kind === 'verify' ? '/verify/' : safeRedirect(params.get('redirect'));
  window.location.assign(result.kind === 'verify' ? next : followLogin(next));
}

function CodeStep(props: { onError(message: string | null): void; onCancel(): void }) {
  const { onError, onCancel } = props;
  const busy = useStore($authBusy);
  const [code, setCode] = useState('');
  async function submit(event: FormEvent) {
    event.preventDefault();
    const redirect = new URLSearchParams(window.location.search).get('redirect');
    const result = await submitLoginCode(code.trim(), isLoginSyncTarget(redirect));
    if (result.kind === 'done' || result.kind === 'verify') goOn(result);
    else if (result.kind === 'error') onError(result.message);
  }
  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <h2 className="section-title">{M.codeTitle}</h2>
      <p>{M.codeLead}</p>
      <Field
        name="verify_code"
        label={M.code}
        value={code}
        onChange={setCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
      />
      <Button type="submit" className="btn btn--block" disabled={busy}>
        {M.codeButton}
      </Button>
      <Button
        type="button"
        className="btn btn--ghost btn--block"
        onClick={() => {
          cancelLoginCode();
          onCancel();
        }}
      >
        {M.codeRestart}
      </Button>
    </form>
  );
}

/** The login screen: id + password, then the emailed code when the member needs one. */
export default function LoginForm(props: { settings: GuardSettings; providers?: string[] }) {
  const { settings, providers = [] } = props;
  const ready = useGuard('logout-only', settings);
  const busy = useStore($authBusy);
  const [loginId, setLoginId] = useState('');
  const [password, setPassword] = useState('');
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [error, setError] = useState<string | null>(null);
  const refreshFailed =
    typeof window !== 'undefined' && new URLSearchParams(window.location.search).get('re') === '1';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const result = await submitLogin(loginId, password);
    if (result.kind === 'done' || result.kind === 'verify') goOn(result);
    else if (result.kind === 'code') setStep('code');
    else setError(result.message);
  }

  if (!ready) return <Loading text={M.checking} />;
  return (
    <div className="account-panel">
      {refreshFailed && !error && (
        <p className="message message--error" role="alert">
          {M.refreshFailed}
        </p>
      )}
      <ErrorAlert text={error} />
      {step === 'code' ? (
        <CodeStep onError={setError} onCancel={() => setStep('password')} />
      ) : (
        <form className="account-form" onSubmit={submit} noValidate>
          <Field
            name="login_id"
            label={M.loginId}
            value={loginId}
            onChange={setLoginId}
            autoComplete="username"
            required
          />
          <Field
            name="password"
            label={M.password}
            type="password"
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
            required
          />
          <Button type="submit" className="btn btn--block" disabled={busy}>
            {busy ? M.loggingIn : M.loginButton}
          </Button>
          <BotNotice />
          <ul className="account-links">
            <li>
              <a href="/reminder/">{M.forgotPassword}</a>
            </li>
            <li>
              <a href="/reminder/username/">{M.forgotUsername}</a>
            </li>
          </ul>
        </form>
      )}
      {providers.length > 0 && step === 'password' && (
        <section className="account-social" aria-label={M.socialLabel}>
          {providers.map((name) => (
            <Button
              key={name}
              type="button"
              className="btn btn--ghost btn--block"
              onClick={() => startSocialLogin(name)}
            >
              {M.socialButton(name)}
            </Button>
          ))}
        </section>
      )}
      <section className="account-register">
        <h2 className="section-title">{M.registerLead}</h2>
        <a className="btn btn--ghost btn--block" href="/register/">
          {M.register}
        </a>
      </section>
    </div>
  );
}

import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Field, Notice } from '../shared/Field';
import { firstError } from '../shared/http.model';
import { ScreenTitle } from '../shared/Screen';
import { SHARED_MESSAGES as SHARED } from '../shared/shared.messages';
import { SESSION_MESSAGES as M } from './session.messages';
import { $session, $signInForm, backToSignIn, signIn, submitTotp } from './session.store';

/** The sign-in screen: email and password, then the TOTP code when the account has one. */
export function SignIn() {
  const session = useStore($session);
  return (
    <div className="auth-page">
      <main className="auth-card">
        <p className="auth-brand">{SHARED.appName}</p>
        {session.status === 'totp' ? <TotpStep /> : <PasswordStep notice={session.notice} />}
      </main>
    </div>
  );
}

function PasswordStep(props: { notice: string | null }) {
  const form = useStore($signInForm);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <>
      <ScreenTitle>{M.signInTitle}</ScreenTitle>
      <p className="lead">{M.signInLead}</p>
      {props.notice && <Notice kind="info">{props.notice}</Notice>}
      {form.error && <Notice kind="error">{form.error}</Notice>}
      <form
        noValidate
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          void signIn(email, password);
        }}
      >
        <Field label={M.email} error={firstError(form.fieldErrors, 'email')}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
        <Field label={M.password} error={firstError(form.fieldErrors, 'password')}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="button button-primary button-block" disabled={form.busy}>
          {form.busy ? M.signingIn : M.signIn}
        </button>
      </form>
    </>
  );
}

function TotpStep() {
  const form = useStore($signInForm);
  const [code, setCode] = useState('');
  return (
    <>
      <ScreenTitle>{M.totpTitle}</ScreenTitle>
      <p className="lead">{M.totpLead}</p>
      {form.error && <Notice kind="error">{form.error}</Notice>}
      <form
        noValidate
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          void submitTotp(code);
        }}
      >
        <Field label={M.code} hint={M.codeHint} error={firstError(form.fieldErrors, 'code')}>
          {(control) => (
            <input
              {...control}
              className="input input-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={12}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="button button-primary button-block" disabled={form.busy}>
          {form.busy ? M.signingIn : M.verify}
        </button>
        <button type="button" className="button-link" onClick={backToSignIn}>
          {M.backToSignIn}
        </button>
      </form>
    </>
  );
}

import { useStore } from '@nanostores/react';
import { type FormEvent, useState } from 'react';
import { USER_FORM_MESSAGES as M } from '../../../contract/account/account.messages';
import type { FormLayout } from '../../../contract/account/form-layout.schema';
import { schoolDisplay } from '../../../contract/account/school';
import { AUTH_MESSAGES } from '../../../contract/auth/auth.messages';
import { $schoolCheck } from '../../lib/account/account.store';
import { registerMember } from '../../lib/account/account-actions.store';
import {
  checkForm,
  displayValue,
  type FormErrors,
  initialValues,
  visibleFields,
} from '../../lib/account/account-form';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import { BotNotice } from '../shared/BotNotice';
import Button from '../shared/Button';
import ErrorAlert from '../shared/ErrorAlert';
import Loading from '../shared/Loading';
import { useBusy } from '../shared/useBusy';
import UserFormFields from './UserFormFields';
import { useGuard } from './useGuard';

/** /register/: input → confirmation → POST /v1/users → logged in → /register/complete/. */
export default function RegisterFlow(props: { layout: FormLayout; settings: GuardSettings }) {
  const { layout, settings } = props;
  const ready = useGuard('logout-only', settings);
  const [values, setValues] = useState(() => initialValues(layout));
  const [errors, setErrors] = useState<FormErrors>({});
  const [step, setStep] = useState<'input' | 'confirm'>('input');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, whileBusy] = useBusy();
  const schoolCheck = useStore($schoolCheck);

  function toConfirm(event: FormEvent) {
    event.preventDefault();
    const result = checkForm(layout, 'register', values);
    setErrors(result.ok ? {} : result.errors);
    setMessage(result.ok ? null : M.checkErrors);
    if (result.ok) {
      // Show what will be saved: katakana, half-width digits.
      const shown = Object.entries(result.body).map(([k, x]) => [k, x == null ? '' : String(x)]);
      setValues((current) => ({ ...current, ...Object.fromEntries(shown) }));
      setStep('confirm');
    }
    window.scrollTo(0, 0);
  }

  async function submit() {
    const checked = checkForm(layout, 'register', values);
    if (!checked.ok) return setStep('input');
    const result = await whileBusy(() => registerMember(checked.body));
    if (result.ok) {
      window.location.assign('/register/complete/');
      return;
    }
    setErrors(result.errors);
    setMessage(result.message);
    setStep('input');
    window.scrollTo(0, 0);
  }

  if (!ready) return <Loading text={AUTH_MESSAGES.checking} />;
  return (
    <div className="account-panel">
      <ErrorAlert text={message} />
      {step === 'input' ? (
        <form className="account-form" onSubmit={toConfirm} noValidate>
          <UserFormFields
            layout={layout}
            mode="register"
            values={values}
            errors={errors}
            onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
          />
          <Button type="submit" className="btn btn--block">
            {M.next}
          </Button>
        </form>
      ) : (
        <div className="account-form">
          <h2 className="section-title">{M.confirmTitle}</h2>
          <dl className="definition-list">
            {visibleFields(layout, 'register')
              .filter((f) => f.name !== 'password_confirmation')
              .map((f) => (
                <div key={f.name} style={{ display: 'contents' }}>
                  <dt>{f.label}</dt>
                  <dd>
                    {(f.name === 'school'
                      ? schoolDisplay(values.school ?? '', schoolCheck)
                      : displayValue(layout, f.name, values[f.name] ?? '')) || '—'}
                  </dd>
                </div>
              ))}
          </dl>
          <div className="form-actions">
            <Button type="button" className="btn btn--block" onClick={submit} disabled={busy}>
              {M.register}
            </Button>
            <Button
              type="button"
              className="btn btn--ghost btn--block"
              onClick={() => setStep('input')}
            >
              {M.back}
            </Button>
          </div>
        </div>
      )}
      <BotNotice />
    </div>
  );
}

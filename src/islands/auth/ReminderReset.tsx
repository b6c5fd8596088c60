import { type FormEvent, useEffect, useState } from 'react';
import { PASSWORD_FORM_MESSAGES as M } from '../../../contract/account/account.messages';
import { SECURITY_QUESTIONS } from '../../../contract/shared/fields.messages';
import { checkReminder, resetWithReminder } from '../../lib/account/account-actions.store';
import type { FormErrors } from '../../lib/account/account-form';
import Button from '../shared/Button';
import ErrorAlert from '../shared/ErrorAlert';
import Loading from '../shared/Loading';
import Field from './Field';
import NewPasswordFields from './NewPasswordFields';

type Check =
  | { state: 'busy' }
  | { state: 'bad'; message: string }
  | { state: 'ok'; question: number | null };

/** /reminder/reset/ and /reminder/username/reset/: checks the link, asks the question, resets. */
export default function ReminderReset({ kind }: { kind: 'password' | 'username' }) {
  const [token, setToken] = useState('');
  const [check, setCheck] = useState<Check>({ state: 'busy' });
  const [values, setValues] = useState({
    answer: '',
    password: '',
    password_confirmation: '',
    username: '',
  });
  const [errors, setErrors] = useState<FormErrors>({});
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    const t = new URLSearchParams(window.location.search).get('token') ?? '';
    setToken(t);
    checkReminder(t, kind).then((r) =>
      setCheck(
        r.ok
          ? { state: 'ok', question: r.value.question_ct }
          : { state: 'bad', message: r.message },
      ),
    );
  }, [kind]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body =
      kind === 'password'
        ? {
            kind,
            token,
            answer: values.answer,
            password: values.password,
            password_confirmation: values.password_confirmation,
          }
        : { kind, token, answer: values.answer, username: values.username.trim() };
    const result = await resetWithReminder(body);
    if (result.ok) {
      window.location.assign('/ec/');
      return;
    }
    setErrors(result.errors);
    setMessage(result.message);
  }

  const set = (name: keyof typeof values) => (value: string) =>
    setValues((v) => ({ ...v, [name]: value }));
  if (check.state === 'busy') return <Loading text={M.checking} />;
  if (check.state === 'bad') {
    return (
      <div className="account-panel">
        <p className="message message--error" role="alert">
          {check.message}
        </p>
        <a
          className="btn btn--block"
          href={kind === 'password' ? '/reminder/' : '/reminder/username/'}
        >
          {M.retry}
        </a>
      </div>
    );
  }
  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <ErrorAlert text={message} />
      {check.question && (
        <Field
          name="answer"
          label={M.securityAnswer(SECURITY_QUESTIONS[check.question] ?? '')}
          value={values.answer}
          onChange={set('answer')}
          errors={errors.answer}
          autoComplete="off"
          required
        />
      )}
      {kind === 'password' ? (
        <NewPasswordFields
          values={values}
          errors={errors}
          onChange={(name, value) => set(name)(value)}
        />
      ) : (
        <Field
          name="username"
          label={M.newUsername}
          value={values.username}
          onChange={set('username')}
          errors={errors.username}
          autoComplete="username"
          required
        />
      )}
      <Button type="submit" className="btn btn--block">
        {M.reset}
      </Button>
    </form>
  );
}

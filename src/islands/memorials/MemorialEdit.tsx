import { type FormEvent, useEffect, useState } from 'react';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import { MEMORIAL_MESSAGES as M, MEMORIAL_DIVISIONS } from '../../lib/memorials/memorials.messages';
import {
  checkMemorialForm,
  divisionLabel,
  EMPTY_MEMORIAL_FORM,
  type MemorialForm,
  memorialForm,
  memorialIdFromPath,
} from '../../lib/memorials/memorials.model';
import type { MemorialBody } from '../../lib/memorials/memorials.schema';
import { loadMemorial, saveMemorial } from '../../lib/memorials/memorials.store';
import { flash } from '../../lib/shared/flash.store';
import { useGuard } from '../auth/useGuard';
import Field from '../checkout/Field';
import Button from '../shared/Button';
import ConfirmStep from '../shared/ConfirmStep';

type Errors = Record<string, string[]>;
const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1));
const DATES = Array.from({ length: 31 }, (_, i) => String(i + 1));

/** /mypage/memorial/add/ and /mypage/memorial/{key}/edit/: the form, a confirmation, then save. */
export default function MemorialEdit(props: { settings: GuardSettings; mode: 'add' | 'edit' }) {
  const ready = useGuard('login-only', props.settings);
  const [id, setId] = useState<number | null>(null);
  const [form, setForm] = useState<MemorialForm | null>(
    props.mode === 'add' ? EMPTY_MEMORIAL_FORM : null,
  );
  const [confirming, setConfirming] = useState<MemorialBody | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!ready || props.mode === 'add') return;
    const found = memorialIdFromPath(window.location.pathname);
    if (found === null) return setMessage(M.notFound);
    setId(found);
    loadMemorial(found).then((m) => (m ? setForm(memorialForm(m)) : setMessage(M.notFound)));
  }, [ready, props.mode]);

  if (!ready || (!form && !message)) return <p aria-busy="true">{M.loading}</p>;

  function check(event: FormEvent) {
    event.preventDefault();
    if (!form) return;
    const checked = checkMemorialForm(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      setMessage(M.checkErrors);
      return;
    }
    setErrors({});
    setMessage(null);
    setConfirming(checked.body);
  }

  async function save(body: MemorialBody) {
    setBusy(true);
    const result = await saveMemorial(id, body);
    setBusy(false);
    if (result.ok) {
      flash(M.saved, '/mypage/memorial/');
      window.location.assign('/mypage/memorial/');
      return;
    }
    setConfirming(null);
    setErrors(result.errors);
    setMessage(result.message);
  }

  const alert = message && (
    <p className="message message--error" role="alert">
      {message}
    </p>
  );
  if (confirming) {
    return (
      <ConfirmStep
        lead={M.confirmLead}
        rows={[
          [M.targetUserName, confirming.target_user_name],
          [M.division, divisionLabel(confirming.division_ct)],
          [M.name, confirming.name],
          [M.day, M.dateOf(confirming.month, confirming.date)],
          [M.call, confirming.call ? M.remindOn : M.remindOff],
        ]}
        backLabel={M.back}
        saveLabel={M.save}
        busy={busy}
        onBack={() => setConfirming(null)}
        onSave={() => save(confirming)}
      />
    );
  }
  if (!form) return alert;
  const set = (patch: Partial<MemorialForm>) => setForm({ ...form, ...patch });
  return (
    <form className="account-form body-form" onSubmit={check} noValidate>
      {alert}
      {errors._ && <p className="form-field__error">{errors._[0]}</p>}
      <Field id="memorial-target" label={M.targetUserName} required error={errors.target_user_name}>
        {(aria) => (
          <input
            {...aria}
            className="form-field__input"
            value={form.target_user_name}
            onChange={(e) => set({ target_user_name: e.target.value })}
          />
        )}
      </Field>
      <Field id="memorial-division" label={M.division} required error={errors.division_ct}>
        {(aria) => (
          <select
            {...aria}
            className="form-field__input"
            value={form.division_ct}
            onChange={(e) => set({ division_ct: e.target.value })}
          >
            {MEMORIAL_DIVISIONS.map((d) => (
              <option key={d.value} value={d.value}>
                {d.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id="memorial-name"
        label={M.name}
        required
        hint={M.namePlaceholder}
        error={errors.name}
      >
        {(aria) => (
          <input
            {...aria}
            className="form-field__input"
            value={form.name}
            onChange={(e) => set({ name: e.target.value })}
          />
        )}
      </Field>
      <div className="body-form__pair">
        <Field id="memorial-month" label={M.month} required error={errors.month}>
          {(aria) => (
            <select
              {...aria}
              className="form-field__input"
              value={form.month}
              onChange={(e) => set({ month: e.target.value })}
            >
              <option value="">—</option>
              {MONTHS.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="memorial-date" label={M.date} required error={errors.date}>
          {(aria) => (
            <select
              {...aria}
              className="form-field__input"
              value={form.date}
              onChange={(e) => set({ date: e.target.value })}
            >
              <option value="">—</option>
              {DATES.map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <label className="body-form__check">
        <input
          type="checkbox"
          checked={form.call}
          onChange={(e) => set({ call: e.target.checked })}
        />
        {M.callOn}
      </label>
      <div className="form-actions">
        <a className="btn btn--ghost" href="/mypage/memorial/">
          {M.cancel}
        </a>
        <Button type="submit" className="btn btn--primary">
          {M.confirm}
        </Button>
      </div>
    </form>
  );
}

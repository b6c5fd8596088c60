import { type FormEvent, useState } from 'react';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import {
  MEASUREMENT_MESSAGES as M,
  MEASUREMENT_FIELDS,
} from '../../lib/measurements/measurements.messages';
import type { MeasurementBody } from '../../lib/measurements/measurements.schema';
import { addMeasurement } from '../../lib/measurements/measurements.store';
import {
  checkMeasurementForm,
  emptyMeasurementForm,
  type MeasurementForm,
} from '../../lib/measurements/measurements-form.model';
import { flash } from '../../lib/shared/flash.store';
import { useGuard } from '../auth/useGuard';
import Field from '../checkout/Field';
import Button from '../shared/Button';
import ConfirmStep from '../shared/ConfirmStep';

type Errors = Record<string, string[]>;

/** /mypage/measurement/edit/: record a measurement (full-width digits accepted), confirm, save. */
export default function MeasurementEdit({ settings }: { settings: GuardSettings }) {
  const ready = useGuard('login-only', settings);
  const [form, setForm] = useState<MeasurementForm>(() => emptyMeasurementForm());
  const [confirming, setConfirming] = useState<MeasurementBody | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!ready) return <p aria-busy="true">{M.loading}</p>;

  function check(event: FormEvent) {
    event.preventDefault();
    const checked = checkMeasurementForm(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      setMessage(M.checkErrors);
      return;
    }
    setErrors({});
    setMessage(null);
    setConfirming(checked.body);
  }

  async function save(body: MeasurementBody) {
    setBusy(true);
    const result = await addMeasurement(body);
    setBusy(false);
    if (result.ok) {
      flash(M.saved, '/mypage/measurement/');
      window.location.assign('/mypage/measurement/');
      return;
    }
    setConfirming(null);
    setErrors(result.errors);
    setMessage(result.message);
  }

  if (confirming) {
    const rows: [string, string][] = [[M.measuredOn, confirming.measured_on]];
    for (const f of MEASUREMENT_FIELDS) {
      const value = confirming[f.key];
      if (value !== null) rows.push([f.label, M.value(value, f.unit)]);
    }
    return (
      <ConfirmStep
        lead={M.confirmLead}
        rows={rows}
        backLabel={M.back}
        saveLabel={M.save}
        busy={busy}
        onBack={() => setConfirming(null)}
        onSave={() => save(confirming)}
      />
    );
  }
  return (
    <form className="account-form body-form" onSubmit={check} noValidate>
      {message && (
        <p className="message message--error" role="alert">
          {message}
        </p>
      )}
      {errors._ && <p className="form-field__error">{errors._[0]}</p>}
      <p className="form-field__hint">{M.hint}</p>
      <Field id="measured-on" label={M.measuredOn} required error={errors.measured_on}>
        {(aria) => (
          <input
            {...aria}
            type="date"
            className="form-field__input"
            value={form.measured_on}
            onChange={(e) => setForm({ ...form, measured_on: e.target.value })}
          />
        )}
      </Field>
      <div className="body-form__grid">
        {MEASUREMENT_FIELDS.map((f) => (
          <Field
            key={f.key}
            id={`measure-${f.key}`}
            label={M.fieldLabel(f.label, f.unit)}
            error={errors[f.key]}
          >
            {(aria) => (
              <input
                {...aria}
                inputMode="decimal"
                className="form-field__input"
                value={form[f.key]}
                onChange={(e) => setForm({ ...form, [f.key]: e.target.value })}
              />
            )}
          </Field>
        ))}
      </div>
      <div className="form-actions">
        <a className="btn btn--ghost" href="/mypage/measurement/">
          {M.cancel}
        </a>
        <Button type="submit" className="btn btn--primary">
          {M.confirm}
        </Button>
      </div>
    </form>
  );
}

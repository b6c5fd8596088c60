import {
  MEASUREMENT_MESSAGES as M,
  MEASUREMENT_FIELDS,
} from '../../../contract/measurements/measurements.messages';
import type { MeasurementBody } from '../../../contract/measurements/measurements.schema';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import { measurementEditor as editor } from '../../lib/measurements/measurements.store';
import { TextField } from '../shared/RecordFields';
import RecordForm from '../shared/RecordForm';
import { useRecordEditor } from '../shared/useRecordEditor';

/** The confirmation rows: the date, then each value that was entered. */
function rows(body: MeasurementBody): [string, string][] {
  const out: [string, string][] = [[M.measuredOn, body.measured_on]];
  for (const f of MEASUREMENT_FIELDS) {
    const value = body[f.key];
    if (value !== null) out.push([f.label, M.value(value, f.unit)]);
  }
  return out;
}

/** /mypage/measurement/edit/: record a measurement (full-width digits accepted), confirm, save. */
export default function MeasurementEdit({ settings }: { settings: GuardSettings }) {
  const state = useRecordEditor(editor, settings);
  const errors = state.errors;
  return (
    <RecordForm
      state={state}
      text={M}
      cancelHref="/mypage/measurement/"
      rows={rows}
      onSubmit={editor.submit}
      onBack={editor.back}
      onSave={editor.save}
    >
      {(form) => (
        <>
          <p className="form-field__hint">{M.hint}</p>
          <TextField
            id="measured-on"
            label={M.measuredOn}
            required
            error={errors.measured_on}
            type="date"
            value={form.measured_on}
            onChange={(measured_on) => editor.edit({ measured_on })}
          />
          <div className="body-form__grid">
            {MEASUREMENT_FIELDS.map((f) => (
              <TextField
                key={f.key}
                id={`measure-${f.key}`}
                label={M.fieldLabel(f.label, f.unit)}
                error={errors[f.key]}
                inputMode="decimal"
                value={form[f.key]}
                onChange={(value) => editor.edit({ [f.key]: value })}
              />
            ))}
          </div>
        </>
      )}
    </RecordForm>
  );
}

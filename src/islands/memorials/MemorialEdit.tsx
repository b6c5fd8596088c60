import type { GuardSettings } from '../../lib/auth/auth-guards';
import { MEMORIAL_MESSAGES as M, MEMORIAL_DIVISIONS } from '../../lib/memorials/memorials.messages';
import { divisionLabel } from '../../lib/memorials/memorials.model';
import { memorialEditor as editor } from '../../lib/memorials/memorials.store';
import Field from '../checkout/Field';
import RecordForm from '../shared/RecordForm';
import { useRecordEditor } from '../shared/useRecordEditor';

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1));
const DATES = Array.from({ length: 31 }, (_, i) => String(i + 1));

/** /mypage/memorial/add/ and /mypage/memorial/{key}/edit/: the form, a confirmation, then save. */
export default function MemorialEdit(props: { settings: GuardSettings; mode: 'add' | 'edit' }) {
  const state = useRecordEditor(editor, props.settings, props.mode);
  const errors = state.errors;
  return (
    <RecordForm
      state={state}
      text={M}
      cancelHref="/mypage/memorial/"
      rows={(body) => [
        [M.targetUserName, body.target_user_name],
        [M.division, divisionLabel(body.division_ct)],
        [M.name, body.name],
        [M.day, M.dateOf(body.month, body.date)],
        [M.call, body.call ? M.remindOn : M.remindOff],
      ]}
      onSubmit={editor.submit}
      onBack={editor.back}
      onSave={editor.save}
    >
      {(form) => (
        <>
          <Field
            id="memorial-target"
            label={M.targetUserName}
            required
            error={errors.target_user_name}
          >
            {(aria) => (
              <input
                {...aria}
                className="form-field__input"
                value={form.target_user_name}
                onChange={(e) => editor.edit({ target_user_name: e.target.value })}
              />
            )}
          </Field>
          <Field id="memorial-division" label={M.division} required error={errors.division_ct}>
            {(aria) => (
              <select
                {...aria}
                className="form-field__input"
                value={form.division_ct}
                onChange={(e) => editor.edit({ division_ct: e.target.value })}
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
                onChange={(e) => editor.edit({ name: e.target.value })}
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
                  onChange={(e) => editor.edit({ month: e.target.value })}
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
                  onChange={(e) => editor.edit({ date: e.target.value })}
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
              onChange={(e) => editor.edit({ call: e.target.checked })}
            />
            {M.callOn}
          </label>
        </>
      )}
    </RecordForm>
  );
}

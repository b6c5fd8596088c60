import {
  MEMORIAL_MESSAGES as M,
  MEMORIAL_DIVISIONS,
} from '../../../contract/memorials/memorials.messages';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import { divisionLabel } from '../../lib/memorials/memorials.model';
import { memorialEditor as editor } from '../../lib/memorials/memorials.store';
import { SelectField, TextField } from '../shared/RecordFields';
import RecordForm from '../shared/RecordForm';
import { useRecordEditor } from '../shared/useRecordEditor';

const numbers = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));
const MONTHS = numbers(12);
const DATES = numbers(31);
const NO_CHOICE = '—';

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
          <TextField
            id="memorial-target"
            label={M.targetUserName}
            required
            error={errors.target_user_name}
            value={form.target_user_name}
            onChange={(target_user_name) => editor.edit({ target_user_name })}
          />
          <SelectField
            id="memorial-division"
            label={M.division}
            required
            error={errors.division_ct}
            value={form.division_ct}
            onChange={(division_ct) => editor.edit({ division_ct })}
            options={MEMORIAL_DIVISIONS}
          />
          <TextField
            id="memorial-name"
            label={M.name}
            required
            hint={M.namePlaceholder}
            error={errors.name}
            value={form.name}
            onChange={(name) => editor.edit({ name })}
          />
          <div className="body-form__pair">
            <SelectField
              id="memorial-month"
              label={M.month}
              required
              error={errors.month}
              value={form.month}
              onChange={(month) => editor.edit({ month })}
              options={MONTHS}
              blank={NO_CHOICE}
            />
            <SelectField
              id="memorial-date"
              label={M.date}
              required
              error={errors.date}
              value={form.date}
              onChange={(date) => editor.edit({ date })}
              options={DATES}
              blank={NO_CHOICE}
            />
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

import {
  EMBROIDERY_SCRIPTS,
  EMBROIDERY_MESSAGES as M,
  THREAD_COLORS,
} from '../../../contract/embroidery/embroidery.messages';
import { threadColorLabel } from '../../../contract/embroidery/embroidery.schema';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import { scriptLabel } from '../../lib/embroidery/embroidery.model';
import { embroideryEditor as editor } from '../../lib/embroidery/embroidery.store';
import { SelectField, TextField } from '../shared/RecordFields';
import RecordForm from '../shared/RecordForm';
import { useRecordEditor } from '../shared/useRecordEditor';

const COLOR_OPTIONS = THREAD_COLORS.map((c) => ({ value: c.key, label: c.label }));

/** /mypage/name-embroidery/edit/ (`?id=` to change one): script, name and thread colour. */
export default function EmbroideryEdit({ settings }: { settings: GuardSettings }) {
  const state = useRecordEditor(editor, settings);
  const errors = state.errors;
  return (
    <RecordForm
      state={state}
      text={M}
      cancelHref="/mypage/name-embroidery/"
      rows={(body) => [
        [M.script, scriptLabel(body.script)],
        [M.name, body.name],
        [M.color, threadColorLabel(body.color)],
      ]}
      onSubmit={editor.submit}
      onBack={editor.back}
      onSave={editor.save}
    >
      {(form) => (
        <>
          <fieldset className="body-choice">
            <legend>{M.script}</legend>
            {EMBROIDERY_SCRIPTS.map((s) => (
              <label key={s.key}>
                <input
                  type="radio"
                  name="script"
                  value={s.key}
                  checked={form.script === s.key}
                  onChange={() => editor.edit({ script: s.key })}
                />
                {M.scriptHint(s.label, s.max, s.example)}
              </label>
            ))}
          </fieldset>
          <TextField
            id="embroidery-name"
            label={M.name}
            required
            hint={form.script === 'romaji' ? M.romajiHint : undefined}
            error={errors.name}
            value={form.name}
            onChange={(name) => editor.edit({ name })}
          />
          <SelectField
            id="embroidery-color"
            label={M.color}
            required
            error={errors.color}
            value={form.color}
            onChange={(color) => editor.edit({ color })}
            options={COLOR_OPTIONS}
          />
        </>
      )}
    </RecordForm>
  );
}

import type { GuardSettings } from '../../lib/auth/auth-guards';
import {
  EMBROIDERY_SCRIPTS,
  EMBROIDERY_MESSAGES as M,
  THREAD_COLORS,
} from '../../lib/embroidery/embroidery.messages';
import { scriptLabel } from '../../lib/embroidery/embroidery.model';
import { threadColorLabel } from '../../lib/embroidery/embroidery.schema';
import { embroideryEditor as editor } from '../../lib/embroidery/embroidery.store';
import Field from '../checkout/Field';
import RecordForm from '../shared/RecordForm';
import { useRecordEditor } from '../shared/useRecordEditor';

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
          <Field
            id="embroidery-name"
            label={M.name}
            required
            hint={form.script === 'romaji' ? M.romajiHint : undefined}
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
          <Field id="embroidery-color" label={M.color} required error={errors.color}>
            {(aria) => (
              <select
                {...aria}
                className="form-field__input"
                value={form.color}
                onChange={(e) => editor.edit({ color: e.target.value })}
              >
                {THREAD_COLORS.map((c) => (
                  <option key={c.key} value={c.key}>
                    {c.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </>
      )}
    </RecordForm>
  );
}

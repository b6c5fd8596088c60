import { useStore } from '@nanostores/react';
import { RichTextField } from '../products/RichTextField';
import { Field } from '../shared/Field';
import { firstError } from '../shared/http.model';
import { CONTENT_MESSAGES as M } from './content.messages';
import { $contentEdit, setContentField, uploadImage } from './content-edit.store';
import type { FieldSpec } from './content-kinds.model';

/** One field of the generic content form, drawn by its type (text, date, rich text, picture…). */
export function ContentFieldInput(props: { spec: FieldSpec }) {
  const state = useStore($contentEdit);
  const { name, type, required } = props.spec;
  const value = state.form[name];
  const text = typeof value === 'string' ? value : '';
  // A kind may name a shared field its own way (an information message's `code` is its page key).
  const label = M.fields[`${state.kind}:${name}`] ?? M.fields[name] ?? name;
  const set = (next: string | boolean) => setContentField(name, next);
  if (type === 'checkbox') {
    return (
      <div className="field">
        <label className="check">
          <input type="checkbox" checked={value === true} onChange={(e) => set(e.target.checked)} />{' '}
          {label}
        </label>
      </div>
    );
  }
  return (
    <Field
      label={label}
      required={required}
      hint={M.hints[`${state.kind}:${name}`] ?? M.hints[name]}
      error={firstError(state.errors, name)}
    >
      {(control) => {
        switch (type) {
          case 'textarea':
          case 'codes':
            return (
              <textarea
                {...control}
                className="input textarea"
                rows={3}
                value={text}
                onChange={(e) => set(e.target.value)}
              />
            );
          case 'richtext':
            return <RichTextField control={control} label={label} value={text} onChange={set} />;
          case 'datetime':
            return (
              <input
                {...control}
                className="input"
                type="datetime-local"
                value={text}
                onChange={(e) => set(e.target.value)}
              />
            );
          case 'channel':
            return (
              <select
                {...control}
                className="input"
                value={text}
                onChange={(e) => set(e.target.value)}
              >
                <option value="">{M.everyChannel}</option>
                {state.channels.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            );
          case 'category':
            return (
              <select
                {...control}
                className="input"
                value={text}
                onChange={(e) => set(e.target.value)}
              >
                <option value="">{required ? M.chooseCategory : M.noCategory}</option>
                {state.categories.map((c) => (
                  <option key={c.id} value={String(c.id)}>
                    {c.name}
                  </option>
                ))}
              </select>
            );
          case 'image':
            return (
              <div className="stack">
                {text ? (
                  <img
                    className="content-image"
                    src={text}
                    alt={M.imagePreview}
                    width="240"
                    height="240"
                  />
                ) : (
                  <p className="sub">{M.imageNone}</p>
                )}
                <input
                  {...control}
                  type="file"
                  accept="image/jpeg,image/png,image/webp,image/avif"
                  disabled={state.uploading}
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    if (file) void uploadImage(name, file);
                  }}
                />
                {state.uploading && <p className="loading">{M.uploading}</p>}
                {text && (
                  <button type="button" className="button button-small" onClick={() => set('')}>
                    {M.imageRemove}
                  </button>
                )}
              </div>
            );
          default:
            return (
              <input
                {...control}
                className="input"
                type="text"
                value={text}
                onChange={(e) => set(e.target.value)}
              />
            );
        }
      }}
    </Field>
  );
}

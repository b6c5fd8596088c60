import { MAX_ATTACHMENTS, UPLOAD_TYPES } from '../../../contract/inquiries/inquiries.schema';
import { CONTACT_MESSAGES as M } from '../../lib/contact/contact.messages';
import { fileSize } from '../../lib/contact/contact.model';
import Button from '../shared/Button';
import { useHydrated } from '../shared/useHydrated';

/** The file chooser of the contact form and the reply form: uploaded files listed with 削除. */
export default function AttachmentPicker(props: {
  name: string;
  files: { id: string; name: string; size: number }[];
  uploading: number;
  errors?: readonly string[];
  onAdd(files: File[]): void;
  onRemove(id: string): void;
}) {
  const hydrated = useHydrated();
  const id = `field-${props.name}`;
  const full = props.files.length >= MAX_ATTACHMENTS;
  return (
    <div className="form-field attachment-picker">
      <label className="form-field__label" htmlFor={id}>
        {M.filesLabel}
      </label>
      <input
        id={id}
        type="file"
        multiple
        accept={UPLOAD_TYPES.join(',')}
        disabled={!hydrated || full || props.uploading > 0}
        aria-describedby={`${id}-hint${props.errors?.length ? ` ${id}-error` : ''}`}
        aria-invalid={props.errors?.length ? true : undefined}
        onChange={(e) => {
          const chosen = [...(e.currentTarget.files ?? [])];
          e.currentTarget.value = '';
          if (chosen.length) props.onAdd(chosen);
        }}
      />
      <p id={`${id}-hint`} className="form-field__hint">
        {M.filesHint}
      </p>
      {props.uploading > 0 && <p aria-live="polite">{M.uploading}</p>}
      {props.errors?.length ? (
        <p id={`${id}-error`} className="form-field__error" role="alert">
          {props.errors.join(' ')}
        </p>
      ) : null}
      {props.files.length > 0 && (
        <ul className="attachment-list">
          {props.files.map((f) => (
            <li key={f.id}>
              <span className="attachment-list__name">{f.name}</span>
              <span className="attachment-list__size">{fileSize(f.size)}</span>
              <Button
                className="btn btn--ghost btn--small"
                aria-label={M.removeFile(f.name)}
                onClick={() => props.onRemove(f.id)}
              >
                {M.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

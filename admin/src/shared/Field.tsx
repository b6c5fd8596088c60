import { type ReactNode, useId } from 'react';
import { SHARED_MESSAGES as M } from './shared.messages';

/** What a field's control needs to be tied to its label, hint and error. */
export type FieldControl = { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true };

/** A labelled form row: label (with 必須), the control, a hint and the field's error, all tied by id. */
export function Field(props: {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
  children: (control: FieldControl) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [props.hint ? hintId : '', props.error ? errorId : ''].filter(Boolean);
  return (
    <div className={`field ${props.className ?? ''}`}>
      <label htmlFor={id} className="field-label">
        {props.label}
        {props.required && <span className="badge-required">{M.required}</span>}
      </label>
      {props.children({
        id,
        'aria-describedby': describedBy.length ? describedBy.join(' ') : undefined,
        'aria-invalid': props.error ? true : undefined,
      })}
      {props.hint && (
        <p id={hintId} className="field-hint">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={errorId} className="field-error">
          {props.error}
        </p>
      )}
    </div>
  );
}

/** A message box: an error (announced at once) or a notice (announced politely). */
export function Notice(props: { kind: 'error' | 'info' | 'success'; children: ReactNode }) {
  return (
    <div
      className={`notice notice-${props.kind}`}
      role={props.kind === 'error' ? 'alert' : 'status'}
    >
      {props.children}
    </div>
  );
}

import type { ReactNode } from 'react';
import { CONTACT_MESSAGES as M } from '../../lib/contact/contact.messages';
import { useHydrated } from '../shared/useHydrated';

type ControlProps = {
  name: string;
  label: string;
  errors?: readonly string[];
  hint?: string;
  required?: boolean;
};

function Frame(props: ControlProps & { children: ReactNode }) {
  const id = `field-${props.name}`;
  return (
    <div className="form-field">
      <div className="form-field__label">
        <label htmlFor={id}>{props.label}</label>
        {props.required && (
          <span className="form-field__required" aria-hidden="true">
            {M.required}
          </span>
        )}
      </div>
      {props.children}
      {props.hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {props.hint}
        </p>
      )}
      {props.errors?.length ? (
        <p id={`${id}-error`} className="form-field__error">
          {props.errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (p: ControlProps) =>
  [p.hint ? `field-${p.name}-hint` : '', p.errors?.length ? `field-${p.name}-error` : '']
    .filter(Boolean)
    .join(' ') || undefined;

/** A labelled multi-line text field with its hint and errors. */
export function TextAreaField(
  props: ControlProps & { value: string; onChange(value: string): void; rows?: number },
) {
  const hydrated = useHydrated();
  return (
    <Frame {...props}>
      <textarea
        id={`field-${props.name}`}
        name={props.name}
        className="form-field__input form-field__textarea"
        rows={props.rows ?? 6}
        value={props.value}
        required={props.required}
        aria-invalid={props.errors?.length ? true : undefined}
        aria-describedby={describedBy(props)}
        disabled={!hydrated}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      />
    </Frame>
  );
}

/** A labelled select with an empty first choice. */
export function SelectField(
  props: ControlProps & {
    value: string;
    options: { value: string; label: string }[];
    empty: string;
    onChange(value: string): void;
  },
) {
  const hydrated = useHydrated();
  return (
    <Frame {...props}>
      <select
        id={`field-${props.name}`}
        name={props.name}
        value={props.value}
        required={props.required}
        aria-invalid={props.errors?.length ? true : undefined}
        aria-describedby={describedBy(props)}
        disabled={!hydrated}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      >
        <option value="">{props.empty}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

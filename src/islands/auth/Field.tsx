import type { InputHTMLAttributes } from 'react';
// Not the account catalogue: it would bring the whole my page menu to the login page.
import { AUTH_MESSAGES } from '../../../contract/auth/auth.messages';
import { useHydrated } from '../shared/useHydrated';

/** A labelled text field with its hint and error messages tied to the input. */
export type FieldProps = {
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  errors?: readonly string[];
  hint?: string;
  required?: boolean;
  requiredLabel?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'name' | 'required'>;

/** Text input with a visible label (so `getByLabel` finds it), hint and `aria-invalid`. */
export default function Field(props: FieldProps) {
  const { name, label, value, onChange, errors, hint, required, requiredLabel, ...rest } = props;
  const id = `field-${name}`;
  const hydrated = useHydrated();
  const described = [hint ? `${id}-hint` : '', errors?.length ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="form-field">
      <div className="form-field__label">
        <label htmlFor={id}>{label}</label>
        {required && (
          <span className="form-field__required" aria-hidden="true">
            {requiredLabel ?? AUTH_MESSAGES.required}
          </span>
        )}
      </div>
      <input
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={described || undefined}
        required={required}
        className="form-field__input"
        type="text"
        {...rest}
        disabled={!hydrated || rest.disabled}
      />
      {hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
      {errors?.length ? (
        <p id={`${id}-error`} className="form-field__error">
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

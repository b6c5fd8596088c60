import { USER_FORM_MESSAGES as M } from '../../../contract/account/account.messages';
import type { FormField } from '../../../contract/account/form-layout.schema';

/** A select or a radio group for a layout field with options. */
export default function ChoiceField(props: {
  field: FormField;
  options: { value: string | number; label: string }[];
  value: string;
  errors?: string[];
  onChange(value: string): void;
}) {
  const { field, options, value, errors, onChange } = props;
  const id = `field-${field.name}`;
  const invalid = errors?.length ? true : undefined;
  const error = errors?.length ? (
    <p id={`${id}-error`} className="form-field__error">
      {errors.join(' ')}
    </p>
  ) : null;
  if (field.type === 'radio') {
    return (
      <fieldset className="form-field" aria-describedby={invalid && `${id}-error`}>
        <legend className="form-field__label">
          {field.label}
          {field.required && (
            <span className="form-field__required" aria-hidden="true">
              {M.required}
            </span>
          )}
        </legend>
        <div className="form-choice">
          {options.map((o) => (
            <label key={String(o.value)}>
              <input
                type="radio"
                name={field.name}
                value={String(o.value)}
                checked={value === String(o.value)}
                onChange={() => onChange(String(o.value))}
              />
              {o.label}
            </label>
          ))}
        </div>
        {error}
      </fieldset>
    );
  }
  return (
    <div className="form-field">
      <div className="form-field__label">
        <label htmlFor={id}>{field.label}</label>
        {field.required && (
          <span className="form-field__required" aria-hidden="true">
            {M.required}
          </span>
        )}
      </div>
      <select
        id={id}
        name={field.name}
        value={value}
        aria-invalid={invalid}
        aria-describedby={invalid && `${id}-error`}
        autoComplete={field.autocomplete}
        onChange={(e) => onChange(e.currentTarget.value)}
      >
        <option value="">{M.choose}</option>
        {options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
      {error}
    </div>
  );
}

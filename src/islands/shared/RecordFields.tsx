import type { HTMLAttributes } from 'react';
import Field from '../checkout/Field';

type Common = {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string[];
  value: string;
  onChange(value: string): void;
};

/** A labelled text input of a my page form (the label, hint and error tied to it). */
export function TextField(
  props: Common & { type?: 'date'; inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'] },
) {
  const { value, onChange, type, inputMode, ...field } = props;
  return (
    <Field {...field}>
      {(aria) => (
        <input
          {...aria}
          type={type}
          inputMode={inputMode}
          className="form-field__input"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

/** A labelled select of a my page form; `blank` is the label of an empty first choice. */
export function SelectField(
  props: Common & { options: readonly { value: string | number; label: string }[]; blank?: string },
) {
  const { value, onChange, options, blank, ...field } = props;
  return (
    <Field {...field}>
      {(aria) => (
        <select
          {...aria}
          className="form-field__input"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        >
          {blank !== undefined && <option value="">{blank}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

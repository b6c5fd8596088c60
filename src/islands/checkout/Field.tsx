import type { ReactNode } from 'react';
import { CHECKOUT_UI } from '../../../contract/checkout/checkout-screens.messages';

type Props = {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string[];
  children: (aria: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
    'aria-required'?: boolean;
  }) => ReactNode;
};

/** A labelled form field with its hint and Japanese error, tied to the input for screen readers. */
export default function Field({ id, label, required, hint, error, children }: Props) {
  const described = [hint ? `${id}-hint` : '', error?.length ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="form-field">
      {/* The badge sits outside the label so the label text stays exactly 「姓」 for getByLabel. */}
      <div className="form-field__label">
        <label htmlFor={id}>{label}</label>
        {required && (
          <span className="form-field__required" aria-hidden="true">
            {CHECKOUT_UI.required}
          </span>
        )}
      </div>
      {children({
        id,
        'aria-invalid': !!error?.length,
        'aria-describedby': described || undefined,
        'aria-required': required || undefined,
      })}
      {hint && (
        <p className="form-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error?.length ? (
        <p className="form-field__error" id={`${id}-error`}>
          {error[0]}
        </p>
      ) : null}
    </div>
  );
}

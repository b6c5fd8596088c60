import { useState } from 'react';
import { USER_FORM_MESSAGES as M } from '../../../contract/account/account.messages';
import type { FormField, FormLayout } from '../../../contract/account/form-layout.schema';
import { type FormErrors, type FormValues, visibleFields } from '../../lib/account/account-form';
import { lookupPostal } from '../../lib/postal/postal.store';
import Button from '../shared/Button';
import ChoiceField from './ChoiceField';
import Field from './Field';
import SchoolField from './SchoolField';

const INPUT_TYPE: Record<string, string> = {
  email: 'email',
  password: 'password',
  tel: 'tel',
  postal: 'text',
  date: 'date',
};

/** Every field of the layout, with postal-code address look-up; values are the caller's. */
export default function UserFormFields(props: {
  layout: FormLayout;
  mode: 'register' | 'edit';
  values: FormValues;
  errors: FormErrors;
  onChange(patch: FormValues): void;
}) {
  const { layout, mode, values, errors, onChange } = props;
  const [postalNote, setPostalNote] = useState<string | null>(null);

  async function findAddress() {
    setPostalNote(null);
    const found = await lookupPostal(values.postal_code ?? '');
    if (!found) {
      setPostalNote(M.addressNotFound);
      return;
    }
    onChange({ prefecture: found.prefecture, city: found.city, address1: found.town });
    setPostalNote(M.addressFound);
  }

  function render(layoutField: FormField) {
    // When editing, the security question may stay as it is: not required there.
    const optional = mode === 'edit' && layoutField.group === 'security';
    const field = optional ? { ...layoutField, required: false } : layoutField;
    const value = values[field.name] ?? '';
    const set = (next: string) => onChange({ [field.name]: next });
    if (field.name === 'school') {
      return (
        <SchoolField
          key={field.name}
          field={field}
          value={value}
          errors={errors[field.name]}
          onChange={set}
        />
      );
    }
    const options = field.options ? layout.options[field.options] : undefined;
    if (options) {
      return (
        <ChoiceField
          key={field.name}
          field={field}
          options={options}
          value={value}
          errors={errors[field.name]}
          onChange={set}
        />
      );
    }
    const input = (
      <Field
        key={field.name}
        name={field.name}
        label={field.label}
        type={INPUT_TYPE[field.type] ?? 'text'}
        inputMode={field.type === 'postal' || field.type === 'tel' ? 'numeric' : undefined}
        value={value}
        onChange={set}
        errors={errors[field.name]}
        hint={field.hint}
        required={field.required}
        autoComplete={field.autocomplete}
      />
    );
    if (field.type !== 'postal') return input;
    return (
      <div key={field.name} className="postal-field">
        {input}
        <Button type="button" className="btn btn--ghost btn--small" onClick={findAddress}>
          {M.findAddress}
        </Button>
        {postalNote && (
          <p className="form-field__hint" role="status">
            {postalNote}
          </p>
        )}
      </div>
    );
  }

  return <>{visibleFields(layout, mode).map(render)}</>;
}

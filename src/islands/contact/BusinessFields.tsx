import { INQUIRY_FIELD_LABELS as L } from '../../../contract/inquiries/inquiries.messages';
import { CONTACT_MESSAGES as M } from '../../lib/contact/contact.messages';
import { editContact } from '../../lib/contact/contact.store';
import Field from '../auth/Field';

type Name = keyof typeof L;

/** Business form fields and which are required or need a hint. */
const GROUPS: { name: Name; required?: boolean; hint?: string; type?: string }[] = [
  { name: 'corporation', required: true },
  { name: 'corporation_kana', required: true, hint: M.kanaHint },
  { name: 'department' },
  { name: 'department_kana', hint: M.kanaHint },
  { name: 'address', required: true },
  { name: 'business_type', required: true },
  { name: 'establishment', type: 'text' },
  { name: 'annual_sale', hint: M.amountHint, type: 'text' },
  { name: 'capital', hint: M.amountHint, type: 'text' },
  { name: 'employee_num', type: 'text' },
  { name: 'store_name' },
  { name: 'business_hours' },
  { name: 'business_holiday' },
  { name: 'url', hint: M.urlHint, type: 'url' },
  { name: 'delivery' },
  { name: 'delivery_company' },
  { name: 'payment' },
  { name: 'order_no' },
];

/** The business contact form's company fields, grouped in one fieldset. */
export default function BusinessFields(props: {
  values: Record<string, string>;
  errors: Record<string, string[]>;
}) {
  return (
    <fieldset className="business-fields">
      <legend>{M.businessLegend}</legend>
      <p className="form-field__hint">{M.businessLead}</p>
      {GROUPS.map((g) => (
        <Field
          key={g.name}
          name={g.name}
          label={L[g.name]}
          value={props.values[g.name] ?? ''}
          onChange={(value) => editContact(g.name, value)}
          errors={props.errors[g.name]}
          required={g.required}
          requiredLabel={M.required}
          hint={g.hint}
          type={g.type ?? 'text'}
          inputMode={g.hint === M.amountHint ? 'numeric' : undefined}
        />
      ))}
    </fieldset>
  );
}

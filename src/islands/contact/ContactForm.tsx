import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect } from 'react';
import { INQUIRY_FIELD_LABELS as L } from '../../../contract/inquiries/inquiries.messages';
import { PUNCTUATION } from '../../../contract/shared/common.messages';
import { CONTACT_MESSAGES as M } from '../../lib/contact/contact.messages';
import { type ContactKind, categoryOptions } from '../../lib/contact/contact.model';
import {
  $contactDraft,
  $contactSetup,
  $uploading,
  attachContactFiles,
  chooseKind,
  editContact,
  goToConfirm,
  openContact,
  removeContactFile,
} from '../../lib/contact/contact.store';
import { formatDateTime } from '../../lib/mypage/history-list.model';
import Field from '../auth/Field';
import AttachmentPicker from '../inquiries/AttachmentPicker';
import { SelectField, TextAreaField } from '../inquiries/FormControls';
import { BotNotice } from '../shared/BotNotice';
import Button from '../shared/Button';
import Loading from '../shared/Loading';
import BusinessFields from './BusinessFields';

const KINDS: ContactKind[] = ['general', 'business'];

/** /contact/: the general or business contact form; the draft survives going back and errors. */
export default function ContactForm() {
  const draft = useStore($contactDraft);
  const setup = useStore($contactSetup);
  const uploading = useStore($uploading);
  useEffect(() => {
    void openContact(window.location.search);
  }, []);
  if (setup.status === 'loading') return <Loading text={M.loading} />;
  const { values, errors, kind } = draft;
  const guest = !setup.isMember;
  const business = kind === 'business';
  const field = (
    name: keyof typeof L,
    opts: { required?: boolean; hint?: string; type?: string } = {},
  ) => (
    <Field
      name={name}
      label={L[name]}
      value={values[name] ?? ''}
      onChange={(value) => editContact(name, value)}
      errors={errors[name]}
      required={opts.required}
      requiredLabel={M.required}
      hint={opts.hint}
      type={opts.type ?? 'text'}
    />
  );
  const fileErrors = Object.entries(errors)
    .filter(([k]) => k.startsWith('file_ids'))
    .flatMap(([, list]) => list);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!goToConfirm()) window.scrollTo(0, 0);
  }
  return (
    <form className="account-form contact-form" onSubmit={submit} noValidate>
      {Object.keys(errors).length > 0 && (
        <p className="message message--error" role="alert">
          {errors._?.join(' ') ?? M.checkErrors}
        </p>
      )}
      <fieldset className="form-choice-set">
        <legend>{M.kindLegend}</legend>
        <div className="form-choice">
          {KINDS.map((k) => (
            <label key={k}>
              <input
                type="radio"
                name="kind"
                value={k}
                checked={kind === k}
                onChange={() => chooseKind(k)}
              />
              {M.kinds[k]}
            </label>
          ))}
        </div>
      </fieldset>
      {setup.isMember && <p className="form-field__hint">{M.memberNote}</p>}
      {business ? (
        <BusinessFields values={values} errors={errors} />
      ) : (
        <SelectField
          name="category_id"
          label={L.category_id}
          required
          empty={M.choose}
          value={values.category_id ?? ''}
          errors={errors.category_id}
          options={categoryOptions(setup.categories).map((c) => ({
            value: String(c.id),
            label: `${'\u3000'.repeat(c.depth)}${c.name}`,
          }))}
          onChange={(value) => editContact('category_id', value)}
        />
      )}
      {setup.isMember && setup.orders.length > 0 && (
        <SelectField
          name="order_id"
          label={L.order_id}
          empty={M.noOrder}
          hint={M.orderHint}
          value={values.order_id ?? ''}
          errors={errors.order_id}
          options={setup.orders.map((o) => ({
            value: String(o.id),
            label: `${o.order_no}${PUNCTUATION.paren(formatDateTime(o.ordered_at))}`,
          }))}
          onChange={(value) => editContact('order_id', value)}
        />
      )}
      {field('name', { required: guest })}
      {field('name_kana', { required: guest && !business, hint: M.kanaHint })}
      {field('email', { required: guest, type: 'email' })}
      {field('phone', { required: guest, hint: M.phoneHint, type: 'tel' })}
      {field('subject', { required: true })}
      <TextAreaField
        name="body"
        label={L.body}
        required
        value={values.body ?? ''}
        errors={errors.body}
        onChange={(value) => editContact('body', value)}
      />
      <AttachmentPicker
        name="file_ids"
        files={draft.files}
        uploading={uploading}
        errors={fileErrors}
        onAdd={(files) => void attachContactFiles(files)}
        onRemove={removeContactFile}
      />
      <Button type="submit" className="btn btn--accent btn--block" disabled={uploading > 0}>
        {M.toConfirm}
      </Button>
      <BotNotice />
    </form>
  );
}

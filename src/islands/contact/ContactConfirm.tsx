import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { INQUIRY_FIELD_LABELS as L } from '../../../contract/inquiries/inquiries.messages';
import { BUSINESS_FIELDS } from '../../../contract/inquiries/inquiries.schema';
import { CONTACT_MESSAGES as M } from '../../lib/contact/contact.messages';
import { CONTACT_FIELDS, categoryName, fileSize } from '../../lib/contact/contact.model';
import {
  $contactDraft,
  $contactSetup,
  backToForm,
  openConfirm,
  sendContact,
} from '../../lib/contact/contact.store';
import { BotNotice } from '../shared/BotNotice';
import Button from '../shared/Button';
import ErrorAlert from '../shared/ErrorAlert';
import Loading from '../shared/Loading';
import { useBusy } from '../shared/useBusy';

/** /contact/confirm/: what will be sent, with 戻る (everything kept) and 送信する. */
export default function ContactConfirm() {
  const draft = useStore($contactDraft);
  const setup = useStore($contactSetup);
  const [ready, setReady] = useState(false);
  const [busy, whileBusy] = useBusy();
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    void openConfirm().then(setReady);
  }, []);
  if (!ready) return <Loading text={M.loading} />;
  const business = draft.kind === 'business';
  const shown = (name: string): string => {
    const value = draft.values[name] ?? '';
    if (name === 'category_id')
      return business ? M.kinds.business : categoryName(setup.categories, Number(value));
    if (name === 'order_id')
      return setup.orders.find((o) => String(o.id) === value)?.order_no ?? '';
    return value;
  };
  const rows = CONTACT_FIELDS.filter(
    (name) =>
      (business || !(BUSINESS_FIELDS as readonly string[]).includes(name)) && shown(name) !== '',
  );
  async function send() {
    setMessage(await whileBusy(() => sendContact()));
  }
  return (
    <div className="account-panel contact-confirm">
      <p>{M.confirmLead}</p>
      <ErrorAlert text={message} />
      <dl className="confirm-list">
        {rows.map((name) => (
          <div key={name} className="confirm-list__row">
            <dt>{L[name]}</dt>
            <dd>{shown(name)}</dd>
          </div>
        ))}
        <div className="confirm-list__row">
          <dt>{M.filesLabel}</dt>
          <dd>
            {draft.files.length === 0
              ? M.none
              : draft.files.map((f) => (
                  <span key={f.id} className="confirm-list__file">
                    {f.name}
                    {` ${fileSize(f.size)}`}
                  </span>
                ))}
          </dd>
        </div>
      </dl>
      <div className="form-actions form-actions--pair">
        <Button className="btn btn--ghost" onClick={backToForm} disabled={busy}>
          {M.back}
        </Button>
        <Button
          className="btn btn--accent"
          onClick={() => void send()}
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? M.sending : M.send}
        </Button>
      </div>
      <BotNotice />
    </div>
  );
}

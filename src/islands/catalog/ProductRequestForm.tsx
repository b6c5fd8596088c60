import { type SubmitEvent, useId, useState } from 'react';
import { COMMUNITY_MESSAGES as M } from '../../../contract/catalog/community.messages';
import { sendProductRequest } from '../../lib/catalog/community.store';
import { BotNotice } from '../shared/BotNotice';
import Button from '../shared/Button';
import { useBusy } from '../shared/useBusy';
import { useSessionAfterMount } from './useSessionAfterMount';

/** A restock request for a sold-out product (`POST /v1/product-requests`); guests add name and email. */
export default function ProductRequestForm({ productId }: { productId: number }) {
  const id = useId();
  const session = useSessionAfterMount();
  const [form, setForm] = useState({ body: '', name: '', email: '' });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [notice, setNotice] = useState('');
  const [busy, whileBusy] = useBusy();
  const guest = !session.isLogin;

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const extra = guest ? { name: form.name, email: form.email } : {};
    const result = await whileBusy(() =>
      sendProductRequest({ product_id: productId, body: form.body, ...extra }),
    );
    if (!result.ok)
      return setErrors(Object.keys(result.errors).length ? result.errors : { _: [result.message] });
    setErrors({});
    setForm({ body: '', name: '', email: '' });
    setNotice(M.requestSent);
  }
  const field = (name: 'body' | 'name' | 'email', label: string, multiline = false) => {
    const props = {
      id: `${id}-${name}`,
      value: form[name],
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] ? `${id}-${name}-e` : undefined,
      onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
    };
    return (
      <>
        <label htmlFor={props.id}>{label}</label>
        {multiline ? (
          <textarea rows={3} {...props} />
        ) : (
          <input type={name === 'email' ? 'email' : 'text'} {...props} />
        )}
        {errors[name] && (
          <p className="field-error" id={`${id}-${name}-e`}>
            {errors[name]?.join(' ')}
          </p>
        )}
      </>
    );
  };

  return (
    <section className="product-detail__body" aria-labelledby={`${id}-h`}>
      <h2 className="section-title" id={`${id}-h`}>
        {M.requestTitle}
      </h2>
      <p>{M.requestLead}</p>
      <form className="review-form" onSubmit={submit} noValidate>
        {errors._ && (
          <p className="message message--error" role="alert">
            {errors._.join(' ')}
          </p>
        )}
        {field('body', M.requestBody, true)}
        {guest && field('name', M.requestName)}
        {guest && field('email', M.requestEmail)}
        <Button type="submit" className="btn" disabled={busy}>
          {M.requestSend}
        </Button>
        <BotNotice />
        <div aria-live="polite">
          {notice && (
            <p className="message message--success" role="status">
              {notice}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}

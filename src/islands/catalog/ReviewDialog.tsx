import { type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import { COMMUNITY_MESSAGES as M } from '../../../contract/catalog/community.messages';
import type { Review } from '../../../contract/catalog/community.schema';
import { PUNCTUATION as P } from '../../../contract/shared/common.messages';
import { postReview } from '../../lib/catalog/community.store';
import { BotNotice } from '../shared/BotNotice';
import Button from '../shared/Button';
import ErrorAlert from '../shared/ErrorAlert';
import { useBusy } from '../shared/useBusy';

type Props = { productId: number; open: boolean; onClose(): void; onPosted(review: Review): void };

/** The review-writing modal; on an error the Japanese messages show and the text typed stays. */
export default function ReviewDialog({ productId, open, onClose, onPosted }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [form, setForm] = useState({ rating: '5', title: '', body: '' });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [summary, setSummary] = useState('');
  const [busy, whileBusy] = useBusy();

  useEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) dialog.showModal();
    if (!open && dialog?.open) dialog.close();
  }, [open]);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await whileBusy(() =>
      postReview(productId, { rating: Number(form.rating), title: form.title, body: form.body }),
    );
    if (!result.ok) {
      setErrors(result.errors);
      setSummary(result.message);
      return;
    }
    setErrors({});
    setSummary('');
    setForm({ rating: '5', title: '', body: '' });
    onPosted(result.value);
  }

  const field = (name: 'title' | 'body') => ({
    id: `${id}-${name}`,
    value: form[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
  });
  const error = (name: string) =>
    errors[name] && (
      <p className="field-error" id={`${id}-${name}-error`}>
        {errors[name]?.join(' ')}
      </p>
    );

  return (
    <dialog ref={ref} className="search-dialog" aria-labelledby={`${id}-heading`} onClose={onClose}>
      <form className="search-dialog__body review-form" onSubmit={submit} noValidate>
        <h2 id={`${id}-heading`}>{M.reviewDialogTitle}</h2>
        <ErrorAlert text={summary} />
        <label htmlFor={`${id}-rating`}>{M.rating}</label>
        <select
          id={`${id}-rating`}
          value={form.rating}
          onChange={(e) => setForm({ ...form, rating: e.target.value })}
        >
          {[5, 4, 3, 2, 1].map((n) => (
            <option key={n} value={n}>
              {'★'.repeat(n)}
              {P.paren(n)}
            </option>
          ))}
        </select>
        {error('rating')}
        <label htmlFor={`${id}-title`}>{M.reviewTitle}</label>
        <input {...field('title')} maxLength={80} />
        {error('title')}
        <label htmlFor={`${id}-body`}>{M.reviewBody}</label>
        <textarea {...field('body')} rows={6} />
        {error('body')}
        <div className="search-form__actions">
          <Button type="submit" className="btn btn--accent" disabled={busy}>
            {M.submitReview}
          </Button>
          <Button type="button" className="btn" onClick={onClose}>
            {M.cancel}
          </Button>
        </div>
        <BotNotice />
      </form>
    </dialog>
  );
}

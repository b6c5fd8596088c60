import { useState } from 'react';
import { ORDER_MESSAGES as M } from '../../../contract/orders/orders.messages';
import { CANCEL_REASON_MAX } from '../../../contract/orders/orders.schema';
import { cancelOrder } from '../../lib/orders/orders.store';
import { useBusy } from '../shared/useBusy';
import { useHydrated } from '../shared/useHydrated';

/** Cancelling a not-yet-shipped order: a reason, a confirmation step, then the cancellation. */
export default function CancelPanel() {
  const hydrated = useHydrated();
  const [reason, setReason] = useState('');
  const [step, setStep] = useState<'input' | 'confirm'>('input');
  const [busy, whileBusy] = useBusy();
  const [error, setError] = useState<{ message: string; field: string[] } | null>(null);
  function next(e: React.FormEvent) {
    e.preventDefault();
    if (!reason.trim()) {
      setError({ message: M.cancelReasonRequired, field: [M.cancelReasonRequired] });
      return;
    }
    setError(null);
    setStep('confirm');
  }
  async function submit() {
    const result = await whileBusy(() => cancelOrder(reason));
    // On success the order shows キャンセル済み and this panel goes away.
    if (!result.ok) {
      setError({ message: result.message, field: result.errors.cancel_reason ?? [] });
      setStep('input');
    }
  }
  return (
    <section className="order-section order-cancel" aria-labelledby="order-cancel">
      <h2 id="order-cancel" className="order-section__title">
        {M.cancelTitle}
      </h2>
      {error && (
        <p className="message message--error" role="alert">
          {error.message}
        </p>
      )}
      {step === 'input' ? (
        <form onSubmit={next} noValidate>
          <p>{M.cancelLead}</p>
          <div className="form-field">
            <label htmlFor="cancel-reason">{M.cancelReason}</label>
            <textarea
              id="cancel-reason"
              className="form-field__input"
              rows={3}
              maxLength={CANCEL_REASON_MAX}
              value={reason}
              aria-invalid={error?.field.length ? true : undefined}
              aria-describedby={error?.field.length ? 'cancel-reason-error' : undefined}
              onChange={(e) => setReason(e.currentTarget.value)}
              disabled={!hydrated}
            />
            {error?.field.length ? (
              <p id="cancel-reason-error" className="form-field__error">
                {error.field.join(' ')}
              </p>
            ) : null}
          </div>
          <button type="submit" className="btn btn--ghost" disabled={!hydrated}>
            {M.cancelNext}
          </button>
        </form>
      ) : (
        <div className="order-cancel__confirm">
          <p>{M.cancelConfirmLead}</p>
          <blockquote className="order-cancel__reason">{reason.trim()}</blockquote>
          <div className="order-cancel__actions">
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => setStep('input')}
              disabled={busy}
            >
              {M.cancelBack}
            </button>
            <button type="button" className="btn btn--accent" onClick={submit} disabled={busy}>
              {M.cancelSubmit}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

import { type FormEvent, useState } from 'react';
import { CARD_MESSAGES as M } from '../../../contract/cards/cards.messages';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import { addCard } from '../../lib/cards/cards.store';
import { type CardInput, EMPTY_CARD } from '../../lib/cards/sandbox-pay-client';
import { flash } from '../../lib/shared/flash.store';
import { useGuard } from '../auth/useGuard';
import CardFields from '../checkout/CardFields';
import TestPaymentNotice from '../checkout/TestPaymentNotice';
import Button from '../shared/Button';
import ErrorAlert from '../shared/ErrorAlert';
import Loading from '../shared/Loading';
import { useBusy } from '../shared/useBusy';

/** /mypage/card/add/: card fields tokenised in the browser by the provider; /v1 gets only the token. */
export default function CardAdd({ settings }: { settings: GuardSettings }) {
  const ready = useGuard('login-only', settings);
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, whileBusy] = useBusy();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await whileBusy(() => addCard(card));
    if (result.ok) {
      flash(result.message, '/mypage/card/');
      window.location.assign('/mypage/card/');
      return;
    }
    setErrors(result.fields);
    setMessage(result.message);
  }

  if (!ready) return <Loading text={M.loading} />;
  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <TestPaymentNotice />
      <ErrorAlert text={message} />
      <p className="form-field__hint">{M.tokenHint}</p>
      <CardFields value={card} onChange={setCard} errors={errors} />
      <div className="form-actions">
        <a className="btn btn--ghost" href="/mypage/card/">
          {M.back}
        </a>
        <Button type="submit" className="btn btn--primary" disabled={busy}>
          {M.register}
        </Button>
      </div>
    </form>
  );
}

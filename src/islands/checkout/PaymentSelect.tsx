import { type FormEvent, useEffect, useState } from 'react';
import { CHECKOUT_MESSAGES } from '../../../contract/checkout/checkout.messages';
import { CHECKOUT_UI as UI } from '../../../contract/checkout/checkout-screens.messages';
import { formatYen } from '../../../contract/shared/money';
import { type CardInput, EMPTY_CARD, tokenizeCard } from '../../lib/cards/sandbox-pay-client';
import { $cart, loadCartIfAny } from '../../lib/cart/cart.store';
import { $payments, loadPayments } from '../../lib/checkout/checkout.store';
import { submitPaymentStep } from '../../lib/checkout/steps.store';
import ErrorAlert from '../shared/ErrorAlert';
import Loading from '../shared/Loading';
import { useBusy } from '../shared/useBusy';
import { useHydratedStore } from '../shared/useHydratedStore';
import CardFields from './CardFields';
import CheckoutGate from './CheckoutGate';
import OrderSummary from './OrderSummary';
import Promotions from './Promotions';
import StepActions from './StepActions';
import TestPaymentNotice from './TestPaymentNotice';

/** /cart/payment/: choose how to pay; methods the cart cannot use say why. */
export default function PaymentSelect() {
  const cart = useHydratedStore($cart);
  const payments = useHydratedStore($payments);
  const [chosen, setChosen] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, whileBusy] = useBusy();
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [cardErrors, setCardErrors] = useState<Record<string, string>>({});
  const method = payments?.find((p) => p.id === chosen);
  const isCard = method?.kind === 'card';
  const savedCard = cart?.detail.card;
  const savedCards = method?.saved_cards ?? [];
  const [useSaved, setUseSaved] = useState<number | 'new' | null>(null);
  const savedChoice = useSaved ?? savedCards[0]?.id ?? 'new';

  useEffect(() => {
    loadCartIfAny().then(() => {
      // A method picked while the cart loaded wins over the one saved on it.
      setChosen((now) => now ?? $cart.get()?.payment_id ?? null);
      void loadPayments();
    });
  }, []);

  /** A provider token for the typed card; null (with messages shown) when the card is refused. */
  async function cardToken(): Promise<string | null | undefined> {
    if (!card.ccNumber && savedCard?.status === 'succeeded') return undefined;
    const result = await tokenizeCard(card);
    setCardErrors(result.ok ? {} : result.errors);
    if (!result.ok) setMessage(result.message);
    return result.ok ? result.card.token : null;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!chosen || !method) return setMessage(CHECKOUT_MESSAGES.noPayment);
    setMessage(null);
    const saved = isCard && savedChoice !== 'new' ? { user_card_id: savedChoice } : undefined;
    const result = await whileBusy(async () => {
      const token = isCard && !saved ? await cardToken() : undefined;
      if (token === null) return null;
      return submitPaymentStep(method, saved ?? (token ? { card_token: token } : undefined));
    });
    if (!result) return;
    if (!result.ok) return setMessage(result.message);
    window.location.assign(result.next);
  }

  return (
    <CheckoutGate cart={cart}>
      {(c) => (
        <form className="account-form checkout-form" onSubmit={submit} noValidate>
          {/* Discounts come before the card so the amount authorised is the amount ordered. */}
          <TestPaymentNotice />
          <Promotions cart={c} />
          <OrderSummary order={c.detail.order} />
          <ErrorAlert text={message} />
          <fieldset>
            <legend>{UI.payment}</legend>
            {!payments && <Loading text={UI.loading} />}
            <div className="checkout-payments">
              {payments?.map((p) => (
                <label
                  key={p.id}
                  className={`checkout-payment${p.is_available ? '' : ' is-disabled'}`}
                >
                  <input
                    type="radio"
                    name="payment_id"
                    value={p.id}
                    disabled={!p.is_available}
                    checked={chosen === p.id}
                    onChange={() => setChosen(p.id)}
                  />
                  <span className="checkout-payment__body">
                    <strong>{p.name}</strong>
                    {p.fee > 0 && <span>{`${UI.fee} ${formatYen(p.fee)}`}</span>}
                    <small>
                      {p.is_available ? p.description : (p.unavailable_reason ?? UI.unavailable)}
                    </small>
                  </span>
                </label>
              ))}
            </div>
            {isCard && (
              <>
                {savedCard && (
                  <p className="form-field__hint">{`${savedCard.brand} **** ${savedCard.last4}`}</p>
                )}
                {savedCards.length > 0 && (
                  <div className="form-choice" role="radiogroup" aria-label={UI.savedCards}>
                    {savedCards.map((c) => (
                      <label key={c.id}>
                        <input
                          type="radio"
                          name="saved_card"
                          checked={savedChoice === c.id}
                          onChange={() => setUseSaved(c.id)}
                        />
                        {UI.savedCard(c.brand, c.last4, c.expiration)}
                      </label>
                    ))}
                    <label>
                      <input
                        type="radio"
                        name="saved_card"
                        checked={savedChoice === 'new'}
                        onChange={() => setUseSaved('new')}
                      />
                      {UI.newCard}
                    </label>
                  </div>
                )}
                {savedChoice === 'new' && (
                  <CardFields value={card} onChange={setCard} errors={cardErrors} />
                )}
              </>
            )}
          </fieldset>
          <StepActions submitLabel={UI.toConfirm} backHref="/cart/shipping-select/" busy={busy} />
        </form>
      )}
    </CheckoutGate>
  );
}

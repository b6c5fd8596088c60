import { type FormEvent, useCallback, useEffect, useState } from 'react';
import type { Cart } from '../../../contract/cart/cart.schema';
import { CHECKOUT_UI as UI } from '../../../contract/checkout/checkout-screens.messages';
import {
  NO_PACKING,
  type PackingChoice,
  packingOf,
} from '../../../contract/checkout/options.model';
import {
  SHIPMENT_MESSAGES as S,
  SHIPMENT_UI as SU,
} from '../../../contract/checkout/shipments.messages';
import { SOCIAL_GIFT_MESSAGES as GM } from '../../../contract/social-gift/social-gift.messages';
import { $cart, loadCartIfAny } from '../../lib/cart/cart.store';
import { savePackings } from '../../lib/checkout/options.store';
import {
  changedSplits,
  emptyGiftShipment,
  type SplitForm,
  shipmentTarget,
  splitForm,
  splitGaps,
} from '../../lib/checkout/shipments.model';
import {
  $shipmentLeadtimes,
  loadShipmentLeadtimes,
  modifyShipment,
  removeShipment,
  saveSplits,
} from '../../lib/checkout/shipments.store';
import { useHydrated } from '../shared/useHydrated';
import { useHydratedStore } from '../shared/useHydratedStore';
import CheckoutGate from './CheckoutGate';
import type { DeliveryForm } from './DeliveryFields';
import NoShipments from './NoShipments';
import PackingFields from './PackingFields';
import ShipmentCard from './ShipmentCard';
import SplitFields from './SplitFields';
import StepActions from './StepActions';
import './shipments.css';
import { useBusy } from '../shared/useBusy';

type Deliveries = Record<string, DeliveryForm>;

const deliveriesOf = (cart: Cart): Deliveries =>
  Object.fromEntries(
    cart.detail.shippings.map((s) => [
      s.key,
      {
        delivery_id: s.delivery_id ?? 3,
        delivery_date: s.delivery_date ?? '',
        delivery_time: s.delivery_time ?? '',
      },
    ]),
  );

/** Saves each shipment whose delivery choice changed; answers the first refusal with its key. */
async function saveDeliveries(cart: Cart, next: Deliveries) {
  const before = deliveriesOf(cart);
  for (const s of cart.detail.shippings) {
    const d = next[s.key];
    const target = shipmentTarget(s);
    if (!d || !target || JSON.stringify(d) === JSON.stringify(before[s.key])) continue;
    const result = await modifyShipment(s.key, {
      ...target,
      delivery_id: d.delivery_id,
      delivery_date: d.delivery_date || null,
      delivery_time: d.delivery_time || null,
    });
    if (!result.ok) return { ...result, key: s.key };
  }
  return { ok: true as const };
}

/** /cart/shipping-detail/: which items go to which shipment, and when each should arrive. */
export default function ShippingDetail({ allowMultiple = false }: { allowMultiple?: boolean }) {
  const cart = useHydratedStore($cart);
  const leads = useHydratedStore($shipmentLeadtimes);
  const hydrated = useHydrated();
  const [split, setSplit] = useState<SplitForm>({});
  const [deliveries, setDeliveries] = useState<Deliveries>({});
  const [packings, setPackings] = useState<Record<string, PackingChoice>>({});
  const [errors, setErrors] = useState<Record<string, Record<string, string[]>>>({});
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, whileBusy] = useBusy();
  // The cart may render from the store before its split is read: fields wait, or a choice made
  // in that moment would be overwritten (or counted against an empty split).
  const [adopted, setAdopted] = useState(false);
  const locked = !hydrated || busy || !adopted;

  const adopt = useCallback((c: Cart) => {
    setSplit(splitForm(c));
    setDeliveries(deliveriesOf(c));
    setPackings(Object.fromEntries(c.detail.shippings.map((s) => [s.key, packingOf(c, s.key)])));
    void loadShipmentLeadtimes(c.detail.shippings.map((s) => s.key));
    setAdopted(true);
  }, []);

  useEffect(() => {
    loadCartIfAny().then(() => {
      const c = $cart.get();
      if (c) adopt(c);
    });
  }, [adopt]);

  async function remove(key: string) {
    const result = await whileBusy(() => removeShipment(key));
    const c = $cart.get();
    if (result.ok && c) {
      // Typed quantities of the other shipments are re-read: the removed one's went back to "1".
      adopt(c);
      setMessage({ text: SU.removed, error: false });
    } else if (!result.ok) setMessage({ text: result.message, error: true });
  }

  async function submit(e: FormEvent, c: Cart) {
    e.preventDefault();
    if (Object.values(splitGaps(c, split)).some((g) => g !== 0)) {
      setMessage({ text: SU.fixSplit, error: true });
      window.scrollTo({ top: 0 });
      return;
    }
    const emptyGift = emptyGiftShipment(c, split);
    if (emptyGift) {
      const text = GM.giftEmpty(S.label(String(emptyGift.position)));
      setErrors({ [emptyGift.key]: { is_social_gift: [text] } });
      setMessage({ text, error: true });
      window.scrollTo({ top: 0 });
      return;
    }
    setMessage(null);
    const saved = await whileBusy(async () => {
      const splits = await saveSplits(changedSplits(c, split));
      const delivered = splits.ok ? await saveDeliveries($cart.get() ?? c, deliveries) : splits;
      return delivered.ok ? savePackings(packings) : delivered;
    });
    if (saved.ok) {
      window.location.assign('/cart/payment/');
      return;
    }
    // A split refused for the gift (goods that cannot be gifted) shows on the gift's card.
    const giftKey = c.detail.shippings.find((s) => s.social_gift)?.key;
    const at = 'key' in saved && saved.key ? saved.key : saved.errors?.is_social_gift && giftKey;
    if (at) setErrors({ [at]: saved.errors ?? {} });
    setMessage({ text: saved.message, error: true });
    window.scrollTo({ top: 0 });
  }

  return (
    <CheckoutGate cart={cart}>
      {(c) =>
        c.detail.shippings.length === 0 ? (
          <NoShipments />
        ) : (
          <form className="checkout-form shipment-detail" onSubmit={(e) => submit(e, c)} noValidate>
            {message && (
              <p
                className={`message ${message.error ? 'message--error' : 'message--info'}`}
                role={message.error ? 'alert' : 'status'}
              >
                {message.text}
              </p>
            )}
            <section className="checkout-section" aria-labelledby="allocation-title">
              <h2 id="allocation-title">{SU.allocation}</h2>
              <p className="form-field__hint">{SU.allocationHint}</p>
              <SplitFields
                cart={c}
                value={split}
                onChange={setSplit}
                gaps={splitGaps(c, split)}
                disabled={locked}
              />
            </section>
            {c.detail.shippings.map((s, i) => (
              <ShipmentCard
                key={s.key}
                label={S.label(String(i + 1))}
                shipment={s}
                lead={leads[s.key] ?? null}
                delivery={
                  deliveries[s.key] ?? { delivery_id: 3, delivery_date: '', delivery_time: '' }
                }
                onDelivery={(d) => setDeliveries((now) => ({ ...now, [s.key]: d }))}
                errors={errors[s.key] ?? {}}
                onRemove={s.key === '1' ? undefined : () => remove(s.key)}
                disabled={locked}
              >
                <PackingFields
                  idPrefix={`s${s.key}-`}
                  value={packings[s.key] ?? NO_PACKING}
                  onChange={(p) => setPackings((now) => ({ ...now, [s.key]: p }))}
                  errors={errors[s.key] ?? {}}
                />
              </ShipmentCard>
            ))}
            {allowMultiple && (
              <a className="btn btn--ghost btn--block" href="/cart/shipping-add/">
                {SU.addAnother}
              </a>
            )}
            <StepActions
              submitLabel={UI.next}
              backHref="/cart/shipping-select/"
              busy={busy || !adopted}
            />
          </form>
        )
      }
    </CheckoutGate>
  );
}

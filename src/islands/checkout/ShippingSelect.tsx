import { type FormEvent, useEffect, useState } from 'react';
import {
  type AddressForm,
  EMPTY_ADDRESS,
  normaliseAddress,
  ordererFromMember,
} from '../../../contract/checkout/checkout.model';
import type { AddressInput, OrdererInput } from '../../../contract/checkout/checkout.schema';
import { DEFAULT_DELIVERY_ID } from '../../../contract/checkout/checkout-constants';
import { CHECKOUT_UI as UI } from '../../../contract/checkout/checkout-screens.messages';
import {
  NO_PACKING,
  type PackingChoice,
  packingOf,
} from '../../../contract/checkout/options.model';
import { SHIPMENT_UI as SU } from '../../../contract/checkout/shipments.messages';
import { $cart, $shippingReset } from '../../lib/cart/cart.store';
import { $leadtime, $member, loadLeadtime, loadMember } from '../../lib/checkout/checkout.store';
import { $addressBook, loadAddressBook } from '../../lib/checkout/shipments.store';
import { openShippingStep, submitShippingStep } from '../../lib/checkout/steps.store';
import { chooseSocialGift } from '../../lib/social-gift/social-gift.store';
import Button from '../shared/Button';
import { useBusy } from '../shared/useBusy';
import { useHydratedStore } from '../shared/useHydratedStore';
import GiftOption, { type GiftChoice } from '../social-gift/GiftOption';
import AddressBookChoice from './AddressBookChoice';
import AddressFields from './AddressFields';
import CheckoutGate from './CheckoutGate';
import DeliveryFields, { type DeliveryForm } from './DeliveryFields';
import PackingFields from './PackingFields';
import ShipToFields from './ShipToFields';
import StepActions from './StepActions';
import StepForm from './StepForm';
import { useStepErrors } from './useStepErrors';

const fromStored = (a: Partial<AddressForm> | null | undefined): AddressForm => ({
  ...EMPTY_ADDRESS,
  ...(a ?? {}),
});

/** /cart/shipping-select/: the orderer, where to deliver (a member's address book too), and when. */
export default function ShippingSelect({ allowMultiple = false }: { allowMultiple?: boolean }) {
  const cart = useHydratedStore($cart);
  const lead = useHydratedStore($leadtime);
  const book = useHydratedStore($addressBook);
  const [orderer, setOrderer] = useState<AddressForm>(EMPTY_ADDRESS);
  const [other, setOther] = useState<AddressForm | null>(null);
  const [bookId, setBookId] = useState<number | null>(null);
  const [delivery, setDelivery] = useState<DeliveryForm>({
    delivery_id: DEFAULT_DELIVERY_ID,
    delivery_date: '',
    delivery_time: '',
  });
  const { errors, message, clearError, showFailure } = useStepErrors();
  const [packing, setPacking] = useState<PackingChoice>(NO_PACKING);
  const [gift, setGift] = useState<GiftChoice>({ on: false, message: '' });
  const [busy, whileBusy] = useBusy();
  const shippingReset = useHydratedStore($shippingReset);

  // The chosen address-book entry was deleted and the cart's shipping reset: forget the choice
  // and read the book again, so the entry is gone from the list too.
  useEffect(() => {
    if (!shippingReset) return;
    $shippingReset.set(false);
    setBookId(null);
    void loadAddressBook();
  }, [shippingReset]);

  useEffect(() => {
    openShippingStep().then(() => {
      const c = $cart.get();
      if (!c) return;
      // Prefill only a form still empty: what the shopper typed while this loaded stays.
      const prefill = (stored: AddressForm) =>
        setOrderer((now) => (JSON.stringify(now) === JSON.stringify(EMPTY_ADDRESS) ? stored : now));
      if (c.detail.orderer) prefill(fromStored(c.detail.orderer));
      else
        void loadMember().then(() => {
          const m = $member.get();
          if (m) prefill(fromStored(ordererFromMember(m)));
        });
      void loadAddressBook();
      const s = c.detail.shippings[0];
      if (s?.social_gift) setGift({ on: true, message: s.social_gift.message });
      if (s?.user_address_id) setBookId(s.user_address_id);
      else if (
        s?.address &&
        JSON.stringify({ ...s.address, email: c.detail.orderer?.email }) !==
          JSON.stringify(c.detail.orderer)
      ) {
        setOther(fromStored(s.address));
      }
      if (s?.delivery_id)
        setDelivery({
          delivery_id: s.delivery_id,
          delivery_date: s.delivery_date ?? '',
          delivery_time: s.delivery_time ?? '',
        });
      void loadLeadtime(s?.address?.prefecture);
      setPacking(packingOf(c));
    });
  }, []);

  const prefecture =
    book?.find((a) => a.id === bookId)?.prefecture ?? (other ?? orderer).prefecture;
  useEffect(() => {
    if (prefecture && $cart.get()) void loadLeadtime(prefecture);
  }, [prefecture]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const o = normaliseAddress(orderer);
    const { email: _e, ...shipTo } = other ? normaliseAddress(other) : o;
    const target = gift.on
      ? { same_as_orderer: true }
      : bookId !== null
        ? { user_address_id: bookId }
        : other
          ? { address: shipTo as AddressInput }
          : { same_as_orderer: true };
    // 別の住所にも送る goes on to add a shipment.
    const askedForMore = (e.nativeEvent as SubmitEvent).submitter?.getAttribute('name') === 'more';
    const [result, gifted] = await whileBusy(async () => {
      const saved = await submitShippingStep({
        orderer: o as OrdererInput,
        shipping: {
          ...target,
          delivery_id: delivery.delivery_id,
          delivery_date: gift.on ? null : delivery.delivery_date || null,
          delivery_time: gift.on ? null : delivery.delivery_time || null,
        },
        packing,
        askedForMore,
      });
      // The gift (or its removal) goes on the saved shipment: a gift carries no address.
      return [saved, saved.ok ? await chooseSocialGift(gift.on, gift.message) : null] as const;
    });
    if (!result.ok) showFailure(result);
    else if (gifted && !gifted.ok) showFailure(gifted);
    else window.location.assign(result.next);
  }

  return (
    <CheckoutGate cart={cart}>
      {() => (
        <StepForm message={message} onSubmit={submit}>
          <fieldset>
            <legend>{UI.orderer}</legend>
            <AddressFields
              prefix="orderer"
              onEdit={clearError}
              value={orderer}
              onChange={setOrderer}
              errors={errors}
              withEmail
            />
          </fieldset>
          <GiftOption value={gift} onChange={setGift} errors={errors} />
          <ShipToFields
            legend={UI.shipTo}
            hidden={gift.on}
            address={other}
            onChange={setOther}
            errors={errors}
            onEdit={clearError}
          >
            <div className={book?.length ? 'form-choice form-choice--stack' : 'form-choice'}>
              <label>
                <input
                  type="radio"
                  name="ship_to"
                  checked={!other && bookId === null}
                  onChange={() => {
                    setOther(null);
                    setBookId(null);
                  }}
                />
                {UI.sameAsOrderer}
              </label>
              {book && book.length > 0 && (
                <AddressBookChoice
                  name="ship_to"
                  book={book}
                  value={bookId}
                  onChange={(id) => {
                    setOther(null);
                    setBookId(id);
                  }}
                />
              )}
              <label>
                <input
                  type="radio"
                  name="ship_to"
                  checked={!!other}
                  onChange={() => {
                    setBookId(null);
                    setOther(other ?? EMPTY_ADDRESS);
                  }}
                />
                {UI.otherAddress}
              </label>
            </div>
          </ShipToFields>
          <fieldset hidden={gift.on}>
            <legend>{UI.deliveryWhen}</legend>
            <DeliveryFields
              lead={lead}
              value={delivery}
              onChange={setDelivery}
              errors={errors}
              onEdit={clearError}
            />
          </fieldset>
          <PackingFields value={packing} onChange={setPacking} errors={errors} />
          <StepActions submitLabel={UI.next} backHref="/cart/" busy={busy}>
            {allowMultiple && (
              <Button
                type="submit"
                name="more"
                className="btn btn--ghost btn--block"
                disabled={busy}
              >
                {SU.sendElsewhere}
              </Button>
            )}
          </StepActions>
        </StepForm>
      )}
    </CheckoutGate>
  );
}

import { type FormEvent, useEffect, useState } from 'react';
import {
  type AddressForm,
  EMPTY_ADDRESS,
  normaliseAddress,
} from '../../../contract/checkout/checkout.model';
import type { AddressInput } from '../../../contract/checkout/checkout.schema';
import { CHECKOUT_UI as UI } from '../../../contract/checkout/checkout-screens.messages';
import { SHIPMENT_UI as SU } from '../../../contract/checkout/shipments.messages';
import { $cart, loadCartIfAny } from '../../lib/cart/cart.store';
import { $addressBook, addShipment, loadAddressBook } from '../../lib/checkout/shipments.store';
import { addGiftShipment } from '../../lib/social-gift/social-gift.store';
import { useBusy } from '../shared/useBusy';
import { useHydrated } from '../shared/useHydrated';
import { useHydratedStore } from '../shared/useHydratedStore';
import GiftOption, { type GiftChoice } from '../social-gift/GiftOption';
import AddressBookChoice from './AddressBookChoice';
import CheckoutGate from './CheckoutGate';
import NoShipments from './NoShipments';
import ShipToFields from './ShipToFields';
import StepActions from './StepActions';
import StepForm from './StepForm';
import { useStepErrors } from './useStepErrors';

/** /cart/shipping-add/: one more shipment, from the address book, a new address, or as the social gift. */
export default function ShippingAdd() {
  const cart = useHydratedStore($cart);
  const book = useHydratedStore($addressBook);
  const hydrated = useHydrated();
  const [bookId, setBookId] = useState<number | null>(null);
  const [address, setAddress] = useState<AddressForm>(EMPTY_ADDRESS);
  const [gift, setGift] = useState<GiftChoice>({ on: false, message: '' });
  const { errors, message, setMessage, clearError, showFailure } = useStepErrors();
  const [busy, whileBusy] = useBusy();

  useEffect(() => {
    void loadCartIfAny();
    void loadAddressBook();
  }, []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setMessage(null);
    const { email: _e, ...typed } = normaliseAddress(address);
    // A gift carries no address: the recipient gives it. What was typed stays in the hidden fields.
    const result = await whileBusy(() =>
      gift.on
        ? addGiftShipment(gift.message)
        : addShipment(
            bookId !== null ? { user_address_id: bookId } : { address: typed as AddressInput },
          ),
    );
    if (result.ok) {
      window.location.assign('/cart/shipping-detail/');
      return;
    }
    showFailure(result);
  }

  return (
    <CheckoutGate cart={cart}>
      {(c) =>
        c.detail.shippings.length === 0 ? (
          <NoShipments />
        ) : (
          <StepForm message={message} onSubmit={submit}>
            <GiftOption value={gift} onChange={setGift} errors={errors} disabled={!hydrated} />
            <ShipToFields
              legend={UI.shipTo}
              hidden={gift.on}
              address={bookId === null ? address : null}
              onChange={setAddress}
              errors={errors}
              onEdit={clearError}
            >
              <div className="form-choice form-choice--stack">
                {book && book.length > 0 && (
                  <AddressBookChoice
                    name="add_to"
                    book={book}
                    value={bookId}
                    onChange={setBookId}
                    disabled={!hydrated}
                  />
                )}
                <label>
                  <input
                    type="radio"
                    name="add_to"
                    checked={bookId === null}
                    disabled={!hydrated}
                    onChange={() => setBookId(null)}
                  />
                  {SU.newAddress}
                </label>
              </div>
            </ShipToFields>
            <StepActions submitLabel={SU.addSubmit} backHref="/cart/shipping-select/" busy={busy} />
          </StepForm>
        )
      }
    </CheckoutGate>
  );
}

import type { ReactNode } from 'react';
import type { Cart } from '../../../contract/cart/cart.schema';
import type { Leadtime } from '../../../contract/checkout/checkout.schema';
import { SHIPMENT_UI as SU } from '../../../contract/checkout/shipments.messages';
import GiftNote from '../social-gift/GiftNote';
import AddressBlock from './AddressBlock';
import DeliveryFields, { type DeliveryForm } from './DeliveryFields';

type Shipment = Cart['detail']['shippings'][number];

type Props = {
  shipment: Shipment;
  /** お届け先1, お届け先2 ... by position (keys of removed shipments are not reused). */
  label: string;
  lead: Leadtime | null;
  delivery: DeliveryForm;
  onDelivery(next: DeliveryForm): void;
  errors: Record<string, string[]>;
  onRemove?(): void;
  /** Switches off the shipment's choices and its remove button (busy, or not read yet). */
  disabled?: boolean;
  /** More choices of this shipment shown under its delivery (e.g. gift wrapping). */
  children?: ReactNode;
};

/** One shipment: where it goes, when it should arrive (a gift's recipient chooses both), and a remove button. */
export default function ShipmentCard(props: Props) {
  const { shipment: s, label, lead, delivery, onDelivery, errors, onRemove, disabled } = props;
  const a = s.address;
  const headingId = `shipment-${s.key}-title`;
  return (
    <section className="checkout-section shipment-card" aria-labelledby={headingId}>
      {/* Carriage is left to the confirm page: here it would lag behind an unsaved split. */}
      <h2 id={headingId}>{label}</h2>
      {a && <AddressBlock address={a} />}
      {s.social_gift && <GiftNote message={s.social_gift.message} />}
      {errors.is_social_gift && (
        <p className="form-field__error" role="alert">
          {errors.is_social_gift.join(' ')}
        </p>
      )}
      {/* One switch for every choice of the shipment (delivery and packing) while the page is busy. */}
      <fieldset className="shipment-card__choices" disabled={disabled}>
        {!s.social_gift && (
          <DeliveryFields
            idPrefix={`s${s.key}-`}
            lead={lead}
            value={delivery}
            onChange={onDelivery}
            errors={errors}
          />
        )}
        {props.children}
      </fieldset>
      {onRemove && (
        <button type="button" className="btn btn--ghost" onClick={onRemove} disabled={disabled}>
          {SU.remove}
        </button>
      )}
    </section>
  );
}

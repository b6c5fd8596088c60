import { SHIPMENT_UI as SU } from '../../../contract/checkout/shipments.messages';
import type { UserAddress } from '../../../contract/checkout/shipments.schema';
import { addressLabel } from '../../lib/checkout/shipments.model';
import './shipments.css';

type Props = {
  /** Radio group name. */
  name: string;
  book: UserAddress[];
  /** The chosen entry's id, or null when another choice is made. */
  value: number | null;
  onChange(id: number): void;
  disabled?: boolean;
};

/** A member's address-book entries as radio choices, the default one first and marked. */
export default function AddressBookChoice({ name, book, value, onChange, disabled }: Props) {
  return (
    <>
      {book.map((a) => (
        <label key={a.id} className="checkout-book">
          <input
            type="radio"
            name={name}
            checked={value === a.id}
            disabled={disabled}
            onChange={() => onChange(a.id)}
          />
          <span>
            {addressLabel(a)}
            {a.is_default && SU.bookDefault}
          </span>
        </label>
      ))}
    </>
  );
}

import type { ReactNode } from 'react';
import type { AddressForm } from '../../../contract/checkout/checkout.model';
import AddressFields from './AddressFields';

type Props = {
  legend: string;
  /** Hidden (typed values kept) while a gift leaves the address to its recipient. */
  hidden?: boolean;
  /** The typed address; null while an address-book entry (or the orderer's) is chosen instead. */
  address: AddressForm | null;
  onChange(next: AddressForm): void;
  errors: Record<string, string[]>;
  onEdit(errorKey: string): void;
  /** The choices before the form (same as the orderer, address book entries, a new address). */
  children?: ReactNode;
};

/** お届け先: where a shipment goes, for the checkout's shipments and a gift's recipient alike. */
export default function ShipToFields(props: Props) {
  return (
    <fieldset hidden={props.hidden}>
      <legend>{props.legend}</legend>
      {props.children}
      {props.address && (
        <AddressFields
          prefix="address"
          onEdit={props.onEdit}
          value={props.address}
          onChange={props.onChange}
          errors={props.errors}
        />
      )}
    </fieldset>
  );
}

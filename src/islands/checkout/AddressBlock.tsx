import { postalAddressLine } from '../../../contract/checkout/checkout.model';
import { CHECKOUT_UI as UI } from '../../../contract/checkout/checkout-screens.messages';

type Address = {
  last_name: string;
  first_name: string;
  last_name_kana?: string;
  first_name_kana?: string;
  postal_code: string;
  prefecture: string;
  city: string;
  address1: string;
  address2: string;
};

type Props = {
  address: Address;
  /** Adds the name in kana, as the confirmation screens show it. */
  withKana?: boolean;
  /** Lines after the address (phone number, e-mail); empty ones are left out. */
  extra?: (string | null | undefined)[];
};

/** A person's name (様) and postal address, as every checkout screen shows an address. */
export default function AddressBlock({ address: a, withKana = false, extra = [] }: Props) {
  const kana = withKana ? `${a.last_name_kana ?? ''} ${a.first_name_kana ?? ''}` : undefined;
  const lines = [
    UI.addressee(a.last_name, a.first_name, kana),
    postalAddressLine(a),
    ...extra,
  ].filter((line): line is string => Boolean(line));
  return (
    <p className="checkout-address">
      {lines.map((line, i) => (
        <span key={line}>
          {i > 0 && <br />}
          {line}
        </span>
      ))}
    </p>
  );
}

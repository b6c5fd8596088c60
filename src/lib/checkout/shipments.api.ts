import * as v from 'valibot';
import { type Cart, CartSchema } from '../../../contract/cart/cart.schema';
import type { CartShipping } from '../../../contract/cart/cart-parts.schema';
import {
  type AddressInput,
  type Leadtime,
  LeadtimeSchema,
} from '../../../contract/checkout/checkout.schema';
import { type UserAddress, UserAddressSchema } from '../../../contract/checkout/shipments.schema';
import type { HttpClient } from '../shared/http/http-client';

/** Where a shipment goes (an address-book entry, a typed or stored address) and when. */
export type ShipmentChoice = {
  address?: AddressInput | NonNullable<CartShipping['address']>;
  user_address_id?: number;
  same_as_orderer?: boolean;
  delivery_id?: number;
  delivery_date?: string | null;
  delivery_time?: string | null;
};

type Res = Awaited<ReturnType<HttpClient['request']>>;

/** Calls of several shipments over an HTTP client; answers are checked against the contract. */
export function createShipmentsApi(http: HttpClient) {
  const cart = (res: Res) => (res.ignored ? null : (v.parse(CartSchema, res.data) as Cart));
  return {
    addressBook: async (): Promise<UserAddress[] | null> => {
      // A voucher session has no address book (403): the form simply shows none, without a toast.
      const res = await http.get<{ data: unknown }>('/v1/me/user-addresses', {
        passwordNotice: false,
      });
      return res.ignored ? null : v.parse(v.array(UserAddressSchema), res.data.data);
    },
    add: async (token: string, choice: ShipmentChoice) =>
      cart(await http.patch('/v1/carts/shippings/add', { token, ...choice })),
    modify: async (token: string, key: string, choice: ShipmentChoice) =>
      cart(
        await http.patch('/v1/carts/shippings/modify', {
          token,
          shipping_key: key,
          delivery_id: 3,
          ...choice,
        }),
      ),
    remove: async (token: string, key: string) =>
      cart(await http.patch('/v1/carts/shippings/reset', { token, shipping_key: key })),
    divide: async (token: string, key: string, shippings: SplitPart[]) =>
      cart(await http.patch('/v1/carts/products/divide', { token, key, shippings })),
    leadtime: async (token: string, key: string): Promise<Leadtime | null> => {
      const res = await http.get(`/v1/shipping-leadtime/carts/${token}`, {
        params: { keys: key },
      });
      return res.ignored ? null : v.parse(LeadtimeSchema, res.data);
    },
  };
}

/** One shipment's share of a line. */
export type SplitPart = { shipping_key: string; quantity: number };

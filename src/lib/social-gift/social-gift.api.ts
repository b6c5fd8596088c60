import * as v from 'valibot';
import { type Cart, CartSchema } from '../../../contract/cart/cart.schema';
import {
  type AddressInput,
  type Leadtime,
  LeadtimeSchema,
} from '../../../contract/checkout/checkout.schema';
import {
  type GiftComplete,
  GiftCompleteSchema,
  GiftDeliverySchema,
  type GiftShipping,
  GiftShippingSchema,
  type GiftView,
  GiftViewSchema,
} from '../../../contract/social-gift/social-gift.schema';
import type { HttpClient } from '../shared/http/http-client';

type Res = Awaited<ReturnType<HttpClient['request']>>;
const parse = <T>(schema: v.GenericSchema<unknown, T>, res: Res): T | null =>
  res.ignored ? null : v.parse(schema, res.data);

/** Social gift calls: the buyer's choice on the cart, and the recipient's public calls (no login). */
export function createSocialGiftApi(http: HttpClient) {
  const path = (token: string) => `/v1/social-gifts/${encodeURIComponent(token)}`;
  return {
    setReceiver: async (token: string, isGift: boolean, message: string): Promise<Cart | null> =>
      parse(
        CartSchema,
        await http.patch('/v1/carts/social/receiver', {
          token,
          is_social_gift: isGift,
          message,
        }),
      ) as Cart | null,
    addGiftShipment: async (token: string, message: string): Promise<Cart | null> =>
      parse(
        CartSchema,
        await http.patch('/v1/carts/shippings/add', { token, is_social_gift: true, message }),
      ) as Cart | null,
    view: async (token: string): Promise<GiftView | null> =>
      parse(GiftViewSchema, await http.get(`${path(token)}/products`, { session: false })),
    shipping: async (token: string): Promise<GiftShipping | null> =>
      parse(GiftShippingSchema, await http.get(`${path(token)}/shipping`, { session: false })),
    complete: async (token: string): Promise<GiftComplete | null> =>
      parse(GiftCompleteSchema, await http.get(`${path(token)}/complete`, { session: false })),
    leadtime: async (token: string, pref: string, postal = ''): Promise<Leadtime | null> =>
      parse(
        LeadtimeSchema,
        await http.get(`/v1/shipping-leadtime/input/${encodeURIComponent(token)}`, {
          params: postal ? { postal, pref } : { pref },
          session: false,
        }),
      ),
    checkShipping: async (token: string, address: AddressInput): Promise<boolean> =>
      !(await http.post('/v1/social-gifts/check/shipping', { token, address }, { session: false }))
        .ignored,
    checkDelivery: async (
      token: string,
      prefecture: string,
      delivery_at: string,
      delivery_timezone: Record<string, string> | null,
    ) =>
      parse(
        GiftDeliverySchema,
        await http.post(
          '/v1/social-gifts/check/delivery',
          { token, prefecture, delivery_at, delivery_timezone },
          { session: false },
        ),
      ),
    accept: async (
      token: string,
      body: {
        address: AddressInput;
        delivery_at: string;
        delivery_timezone: Record<string, string> | null;
      },
    ): Promise<GiftComplete | null> =>
      parse(GiftCompleteSchema, await http.put(path(token), body, { session: false })),
  };
}

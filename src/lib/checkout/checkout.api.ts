import * as v from 'valibot';
import { type Cart, CartSchema } from '../../../contract/cart/cart.schema';
import {
  type AddressInput,
  BusinessDateSchema,
  type DecisionResult,
  DecisionResultSchema,
  type Leadtime,
  LeadtimeSchema,
  type OrdererInput,
  type Payment,
  PaymentSchema,
  type PlacedOrder,
  PlacedOrderSchema,
} from '../../../contract/checkout/checkout.schema';
import { type MemberCoupon, MemberCouponSchema } from '../../../contract/content/promotions.schema';
import type { HttpClient } from '../shared/http/http-client';

/** What the shipping step sends. */
export type ShippingChoice = {
  address?: AddressInput;
  /** A member's address-book entry instead of a typed address. */
  user_address_id?: number;
  same_as_orderer?: boolean;
  delivery_id: number;
  delivery_date: string | null;
  delivery_time: string | null;
};

type Res = Awaited<ReturnType<HttpClient['request']>>;
const parse = <T>(schema: v.GenericSchema<unknown, T>, res: Res): T | null =>
  res.ignored ? null : v.parse(schema, res.data);

/** Checkout calls over an HTTP client; answers are checked against the contract. */
export function createCheckoutApi(http: HttpClient) {
  const cart = (res: Res) => parse(CartSchema, res) as Cart | null;
  return {
    setOrderer: async (token: string, orderer: OrdererInput) =>
      cart(await http.patch('/v1/carts/order/modify', { token, orderer })),
    setPayment: async (
      token: string,
      payment_id: number,
      card?: { card_token?: string; user_card_id?: number },
    ) => cart(await http.patch('/v1/carts/order/modify', { token, payment_id, ...card })),
    addCoupon: async (token: string, code: string) =>
      cart(await http.patch('/v1/carts/coupons/add', { token, code })),
    removeCoupon: async (token: string) =>
      cart(await http.patch('/v1/carts/coupons/delete', { token })),
    applyPoints: async (token: string, point: number) =>
      cart(await http.patch('/v1/carts/point', { token, point })),
    heldCoupons: async (): Promise<MemberCoupon[] | null> => {
      const res = await http.get<{ data: unknown }>('/v1/me/coupons');
      return res.ignored ? null : v.parse(v.array(MemberCouponSchema), res.data.data);
    },
    member: async (): Promise<Record<string, unknown> | null> => {
      const res = await http.get<Record<string, unknown>>('/v1/me/user');
      return res.ignored ? null : res.data;
    },
    setShipping: async (token: string, choice: ShippingChoice) =>
      cart(await http.patch('/v1/carts/shippings/modify', { token, ...choice })),
    setRemarks: async (token: string, remarks: string) =>
      cart(await http.patch('/v1/carts/other/modify', { token, remarks })),
    leadtime: async (token: string, pref?: string): Promise<Leadtime | null> =>
      parse(
        LeadtimeSchema,
        await http.get(`/v1/shipping-leadtime/carts/${token}`, { params: { pref } }),
      ),
    businessCalendar: async (startDate: string, endDate: string) =>
      parse(
        v.object({ data: v.array(BusinessDateSchema) }),
        await http.get('/v1/business-dates/monthly/calendar/front', {
          params: { startDate, endDate },
          session: false,
        }),
      ),
    payments: async (token: string): Promise<Payment[] | null> => {
      const res = await http.get<{ data: unknown }>(`/v1/payments/carts/${token}`);
      return res.ignored ? null : v.parse(v.array(PaymentSchema), res.data.data);
    },
    checkPayment: async (token: string, paymentId: number) => {
      const res = await http.get<{ result: boolean; action_url?: string | null }>(
        `/v1/carts/${token}/payment/${paymentId}/check`,
      );
      return res.ignored ? null : res.data;
    },
    decide: async (
      token: string,
      key: string,
      body: { total_payment: number; payment_id: number },
    ): Promise<DecisionResult | null> =>
      parse(
        DecisionResultSchema,
        await http.post(`/v1/carts/${token}/decision`, body, {
          headers: { 'Idempotency-Key': key },
        }),
      ),
    placedOrder: async (orderNo: string, t: string): Promise<PlacedOrder | null> =>
      parse(
        PlacedOrderSchema,
        await http.get(`/v1/carts/order/${encodeURIComponent(orderNo)}`, { params: { t } }),
      ),
  };
}
export type CheckoutApi = ReturnType<typeof createCheckoutApi>;

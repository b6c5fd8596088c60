import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { preparedStatement } from '../../../db/prepared';
import {
  carriageSettings,
  cartAccessories,
  cartEmbroideries,
  cartLines,
  cartPackings,
  catalogueVariants,
  coupons,
  embroideryProducts,
  payments,
} from '../../../db/schema/index';
import { memberAllowance } from '../../identity/api';
import {
  type CartLineRow,
  type CartPricing,
  type CartRow,
  type CartState,
  type CouponTerms,
  pricingOf,
} from './cart.model';
import type { CarriageRule } from './totals.model';

const cartId = sql.placeholder('cartId');

/** The lines of cart `cartId` as one JSON array (keys as in CartLineRow), in the order added. */
const linesJson = sql`(select coalesce(json_agg(x order by x.id), '[]'::json) from (
  select ${cartLines.id} as id, ${cartLines.key} as key, ${cartLines.quantity} as quantity,
    v.variant_id as "variantId", v.variant_name as "variantName", v.stock,
    json_build_object('id', v.product_id, 'key', v.product_key, 'code', v.product_code,
      'name', v.product_name, 'price', v.price, 'taxRate', v.tax_rate,
      'categoryId', v.category_id, 'makerId', v.maker_id,
      'brandId', v.brand_id, 'isShow', v.is_show,
      'isAgeRestricted', v.is_age_restricted) as product,
    v.brand_name as "brandName", v.image_path as "imagePath", v.category_names as "categoryNames"
  from ${cartLines}
  join ${catalogueVariants} v on v.variant_id = ${cartLines.variantId}
  where ${cartLines.cartId} = ${cartId}) x)`;

/** The accessories of cart `cartId`; a line lowered after one was added caps it. */
const accessoriesJson = sql`(select coalesce(json_agg(x order by x.id), '[]'::json) from (
  select ${cartAccessories.id} as id, ${cartAccessories.lineId} as "lineId",
    ${cartAccessories.variantId} as "variantId",
    least(${cartAccessories.quantity}, ${cartLines.quantity}) as quantity,
    v.product_id as "productId", v.product_key as "productKey",
    v.product_name as "productName", v.price, v.tax_rate as "taxRate",
    (select json_build_object('name', ${cartEmbroideries.name}, 'color', ${cartEmbroideries.color})
      from ${cartEmbroideries} where ${cartEmbroideries.lineId} = ${cartAccessories.lineId}
      and exists (select 1 from ${embroideryProducts}
        where ${embroideryProducts}.product_id = v.product_id)) as embroidery
  from ${cartAccessories}
  join ${cartLines} on ${cartLines.id} = ${cartAccessories.lineId}
  join ${catalogueVariants} v on v.variant_id = ${cartAccessories.variantId}
  where ${cartAccessories.cartId} = ${cartId}) x)`;

const packingsJson = sql`(select coalesce(json_agg(x order by x.id), '[]'::json) from (
  select ${cartPackings.id} as id, ${cartPackings.key} as key,
    ${cartPackings.shippingKey} as "shippingKey", ${cartPackings.wrapping} as wrapping,
    ${cartPackings.noshi} as noshi, ${cartPackings.noshiName} as "noshiName"
  from ${cartPackings} where ${cartPackings.cartId} = ${cartId}) x)`;

const ruleJson = sql`(select json_build_object('freeThreshold', ${carriageSettings.freeThreshold},
  'defaultFee', ${carriageSettings.defaultFee}, 'perPrefecture', ${carriageSettings.perPrefecture})
  from ${carriageSettings} limit 1)`;

const paymentJson = sql`(select json_build_object('name', ${payments.name}, 'fee', ${payments.fee})
  from ${payments} where ${payments.id} = ${sql.placeholder('paymentId')}::int)`;

const couponJson = sql`(select json_build_object('discountAmount', ${coupons.discountAmount},
  'minAmount', ${coupons.minAmount}, 'startsAt', ${coupons.startsAt}, 'endsAt', ${coupons.endsAt})
  from ${coupons} where ${coupons.code} = ${sql.placeholder('couponCode')}::text)`;

const linesOnly = preparedStatement<{ lines: CartLineRow[] }>(
  'cart_lines_v3',
  sql`select ${linesJson} as lines`,
);

type StateRow = Omit<CartState, 'rule' | 'coupon'> & {
  rule: CarriageRule | null;
  coupon: (Omit<CouponTerms, 'startsAt' | 'endsAt'> & { startsAt: string; endsAt: string }) | null;
};

// One statement, one round trip: every cart call answers with this, so it must stay cheap.
const wholeState = preparedStatement<StateRow>(
  'cart_state_v3',
  sql`select ${linesJson} as lines, ${accessoriesJson} as accessories,
    ${packingsJson} as packings, ${ruleJson} as rule, ${paymentJson} as payment,
    ${couponJson} as coupon`,
);

/** Lines of a cart with what the cart shows of each variant and product. */
export async function loadCartLines(db: Db | Tx, id: number): Promise<CartLineRow[]> {
  const [row] = await linesOnly(db, { cartId: id });
  return row?.lines ?? [];
}

/** Shipping is free when no carriage rule is set. */
const FREE_CARRIAGE: CarriageRule = { freeThreshold: 0, defaultFee: 0, perPrefecture: {} };

/** The cart's lines, options, carriage rule, payment and coupon, read in one statement. */
export async function loadCartState(db: Db | Tx, cart: CartRow): Promise<CartState> {
  const code = cart.checkout.couponCode?.trim().toUpperCase() ?? null;
  const [row] = await wholeState(db, {
    cartId: cart.id,
    paymentId: cart.paymentId ?? null,
    couponCode: code || null,
  });
  if (!row) throw new Error('cart state query returned no row');
  const { coupon } = row;
  return {
    ...row,
    rule: row.rule ?? FREE_CARRIAGE,
    coupon: coupon
      ? { ...coupon, startsAt: new Date(coupon.startsAt), endsAt: new Date(coupon.endsAt) }
      : null,
  };
}

/** The cart's lines and everything its totals depend on, read in one statement. */
export async function loadPricedCart(
  db: Db | Tx,
  cart: CartRow,
): Promise<{ lines: CartLineRow[]; pricing: CartPricing }> {
  const state = await loadCartState(db, cart);
  const pricing = pricingOf(cart, state);
  // Only a member can hold shareholder-benefit vouchers; guest carts skip the look-up.
  if (cart.userId === null) return { lines: state.lines, pricing };
  const benefitAllowance = await memberAllowance(db, cart.userId, cart.channelId);
  return { lines: state.lines, pricing: { ...pricing, benefitAllowance } };
}

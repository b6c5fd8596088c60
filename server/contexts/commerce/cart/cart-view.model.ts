import type { Cart, CartLine } from '../../../../contract/cart/cart.schema';
import { productImageUrl } from '../../../../contract/catalog/product-pictures';
import type { CartShipping } from '../../../../contract/checkout/checkout.schema';
import { DELIVERY_NAMES, TIME_SLOTS } from '../../../../contract/checkout/checkout-constants';
import { taxForRate, withTax } from '../../../../contract/shared/money';
import {
  type CartLineRow,
  type CartPricing,
  type CartRow,
  cartTotals,
  pricedLine,
} from './cart.model';
import { accessoriesOfLine, cartPackingsOf, packingFeeWithTax } from './options.model';
import { allocate, shipmentCarriage, shipmentsOf } from './shipments.model';
import type { CarriageRule } from './totals.model';

/** Maps one joined line to the API's cart line. */
export function toCartLine(line: CartLineRow): CartLine {
  const { product } = line;
  return {
    key: line.key,
    product_id: line.variantId,
    product_name: product.name,
    variant_name: line.variantName,
    quantity: line.quantity,
    unit_price: product.price,
    unit_price_with_tax: withTax(product.price, product.taxRate),
    amount_with_tax: withTax(product.price, product.taxRate) * line.quantity,
    tax_rate: product.taxRate,
    tax_amount: taxForRate(product.price * line.quantity, product.taxRate),
    coupon_discount_parts: 0,
    image_path: line.imagePath ?? productImageUrl(product.key, 1),
    product_info: {
      id: product.id,
      key: product.key,
      code: product.code,
      name: product.name,
      brand: line.brandName,
      categories: [],
      product_price: product.price,
    },
  };
}

/** The cart's shipments as the API shows them: where, when, which lines and their carriage. */
export function toShippings(
  cart: CartRow,
  lines: CartLineRow[] = [],
  rule?: CarriageRule,
): CartShipping[] {
  const allocation = allocate(lines, cart.checkout);
  const carriage = rule ? shipmentCarriage(lines.map(pricedLine), cart.checkout, rule) : null;
  return shipmentsOf(cart.checkout).map((s) => ({
    key: s.key,
    address: (s.address as CartShipping['address']) ?? null,
    user_address_id: s.userAddressId ?? null,
    delivery_id: s.deliveryId,
    delivery_name: DELIVERY_NAMES[s.deliveryId] ?? null,
    delivery_date: s.deliveryDate,
    delivery_time: s.deliveryTime,
    delivery_time_label: TIME_SLOTS.find((t) => t.key === s.deliveryTime)?.label ?? null,
    products: allocation.get(s.key) ?? [],
    carriage: carriage?.get(s.key) ?? 0,
    social_gift: s.socialGift ? { message: s.socialGift.message } : null,
  }));
}

/** Maps a cart and its lines to the API's Cart; every amount is computed here, server-side. */
export function toCart(
  cart: CartRow,
  lines: CartLineRow[],
  pricing: CartPricing,
  categoryNames: (categoryId: number | null) => string[],
): Cart {
  const totals = cartTotals(cart, lines, pricing);
  const orderer = cart.checkout.orderer as Cart['detail']['orderer'];
  return {
    id: cart.id,
    token: cart.token,
    order_no: cart.orderNo,
    payment_id: cart.paymentId,
    payment_name: pricing.payment?.name ?? null,
    quantity: lines.reduce((sum, l) => sum + l.quantity, 0),
    detail: {
      products: lines.map((l) => {
        const mapped = toCartLine(l);
        mapped.product_info.categories = categoryNames(l.product.categoryId);
        mapped.accessories = accessoriesOfLine(pricing.options, l.id);
        return mapped;
      }),
      shippings: toShippings(cart, lines, pricing.rule),
      orderer: orderer ?? null,
      remarks: cart.checkout.remarks ?? '',
      coupons: cart.checkout.couponCode ? [{ code: cart.checkout.couponCode }] : [],
      packings: cartPackingsOf(pricing.options),
      order: {
        total_product: totals.totalProduct,
        total_tax: totals.totalTax,
        total_carriage: totals.totalCarriage,
        total_discount: totals.totalDiscount,
        total_payment: totals.totalPayment,
        payment_fee: totals.paymentFee,
        packing_fee: packingFeeWithTax(pricing.options),
        coupon_discount: totals.couponDiscount,
        point_discount: totals.pointDiscount,
        benefit_discount: totals.benefitDiscount,
        amount_by_tax_rate: totals.rates.map((r) => ({
          rate: r.rate,
          amount_with_tax: r.amountWithTax,
          tax: r.tax,
        })),
      },
    },
  };
}

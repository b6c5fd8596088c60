import type { Cart, CartLine } from '../../../src/lib/cart/cart.schema';
import { taxForRate, withTax } from '../../../src/lib/shared/money';
import { type CarriageRule, documentTotals } from '../../services/totals';
import type { CartLineRow, CartRow } from './carts.queries';

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
    tax_rate: product.taxRate,
    tax_amount: taxForRate(product.price * line.quantity, product.taxRate),
    coupon_discount_parts: 0,
    image_path: line.imagePath ?? `/media/products/${product.key}/1.svg`,
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

/** Maps a cart and its lines to the API's Cart; every amount is computed here, server-side. */
export function toCart(
  cart: CartRow,
  lines: CartLineRow[],
  rule: CarriageRule,
  categoryNames: (categoryId: number | null) => string[],
): Cart {
  const totals = documentTotals(
    lines.map((l) => ({
      unitPrice: l.product.price,
      taxRate: l.product.taxRate,
      quantity: l.quantity,
    })),
    rule,
  );
  return {
    id: cart.id,
    token: cart.token,
    order_no: cart.orderNo,
    payment_id: cart.paymentId,
    payment_name: null,
    quantity: lines.reduce((sum, l) => sum + l.quantity, 0),
    detail: {
      products: lines.map((l) => {
        const mapped = toCartLine(l);
        mapped.product_info.categories = categoryNames(l.product.categoryId);
        return mapped;
      }),
      shippings: [],
      coupons: [],
      order: {
        total_product: totals.totalProduct,
        total_tax: totals.totalTax,
        total_carriage: totals.totalCarriage,
        total_discount: 0,
        total_payment: totals.totalPayment,
        amount_by_tax_rate: totals.rates.map((r) => ({
          rate: r.rate,
          amount_with_tax: r.amountWithTax,
          tax: r.tax,
        })),
      },
    },
  };
}

import type { Cart } from './cart.schema';

/** A cart with one line per quantity given, for tests. */
export function sampleCart(quantities: number[], token = 'tok_abcdefghijklmnopqrstuv'): Cart {
  const products = quantities.map((quantity, i) => ({
    key: `line-${i}`,
    product_id: 100 + i,
    product_name: `オックスフォードシャツ ${i}`,
    variant_name: 'M',
    quantity,
    unit_price: 4000,
    unit_price_with_tax: 4400,
    amount_with_tax: 4400 * quantity,
    tax_rate: 10,
    tax_amount: 400 * quantity,
    coupon_discount_parts: 0,
    image_path: '/media/products/oxford-shirt/1.svg',
    product_info: {
      id: 1,
      key: 'oxford-shirt',
      code: 'SH-001',
      name: 'オックスフォードシャツ',
      brand: null,
      categories: [],
      product_price: 4000,
    },
  }));
  const total = products.reduce((s, p) => s + p.unit_price_with_tax * p.quantity, 0);
  return {
    id: 1,
    token,
    order_no: null,
    payment_id: null,
    payment_name: null,
    quantity: quantities.reduce((a, b) => a + b, 0),
    detail: {
      products,
      shippings: [],
      coupons: [],
      order: {
        total_product: total,
        total_tax: Math.floor(total / 11),
        total_carriage: 0,
        total_discount: 0,
        total_payment: total,
        amount_by_tax_rate: [{ rate: 10, amount_with_tax: total, tax: Math.floor(total / 11) }],
      },
    },
  };
}

/**
 * The cart copy every shop page's code needs: adding, the cart popup, the header's cart link,
 * quantity rules and the totals lines. The cart page's own copy stays in `cart.messages`, which
 * re-exports this, so list and product pages do not carry it.
 */
export const CART_CORE_MESSAGES = {
  badToken: 'カート情報が正しくありません。ページを再読み込みしてください。',
  quantityInteger: '数量は半角数字の整数で入力してください。',
  quantityMin: '数量は1以上で入力してください。',
  quantityMax: '数量は99以下で入力してください。',
  addToCart: 'カートに入れる',
  added: 'カートに商品を追加しました。',
  toCheckout: 'レジに進む',
  quantity: '数量',
  total: '合計（税込）',
  taxBreakdown: (rate: number) => `${rate}%対象`,
  /** @example lineName('緑茶', '100g') === '緑茶（100g）' */
  lineName: (product: string, variant: string) => `${product}（${variant}）`,
  /** @example lineCount('緑茶（100g）', 2) === '緑茶（100g）× 2' */
  lineCount: (name: string, quantity: number) => `${name}× ${quantity}`,
  cartLinkText: 'カート',
  cartLinkLabel: (count: number) => `カート（${count}点）`,
  continueShopping: '買い物を続ける',
  productTotal: '商品合計（税込）',
  discount: '割引',
  /** The shareholder-benefit allowance's line (here, so cart pages need not load the benefit copy). */
  benefitDiscount: '株主優待',
  carriage: '送料',
  shippingResetFailed:
    'お届け先を選び直せませんでした。お手数ですが、ページを再読み込みしてお届け先をもう一度お選びください。',
} as const;

/** Japanese copy of the cart domain. */
export const CART_MESSAGES = {
  badToken: 'カート情報が正しくありません。ページを再読み込みしてください。',
  quantityInteger: '数量は半角数字の整数で入力してください。',
  quantityMin: '数量は1以上で入力してください。',
  quantityMax: '数量は99以下で入力してください。',
  chooseLine: '削除する商品を指定してください。',
  addToCart: 'カートに入れる',
  added: 'カートに商品を追加しました。',
  emptyCart: 'カートに商品はありません。',
  cartTitle: 'ショッピングカート',
  toCheckout: 'レジに進む',
  remove: '削除する',
  quantity: '数量',
  subtotal: '小計',
  total: '合計（税込）',
  taxBreakdown: (rate: number) => `${rate}%対象`,
  /** @example lineName('緑茶', '100g') === '緑茶（100g）' */
  lineName: (product: string, variant: string) => `${product}（${variant}）`,
  /** @example lineCount('緑茶（100g）', 2) === '緑茶（100g）× 2' */
  lineCount: (name: string, quantity: number) => `${name}× ${quantity}`,
  taxIncluded: '（税込）',
  /** @example taxIncludedAt(8) === '（税込・8%）' */
  taxIncludedAt: (rate: number) => `（税込・${rate}%）`,
  plus: '＋',
  /** @example accessory('のし', '¥110') === '＋ のし　¥110' */
  accessory: (name: string, price: string) => `＋ ${name}　${price}`,
  cartLinkText: 'カート',
  cartLinkLabel: (count: number) => `カート（${count}点）`,
  loading: 'カートを読み込んでいます…',
  continueShopping: '買い物を続ける',
  linesLabel: 'カート内の商品',
  quantityOf: (name: string) => `${name}の数量`,
  decrease: (name: string) => `${name}の数量を1つ減らす`,
  increase: (name: string) => `${name}の数量を1つ増やす`,
  totalsTitle: 'ご注文金額',
  productTotal: '商品合計（税込）',
  discount: '割引',
  /** The shareholder-benefit allowance's line (here, so cart pages need not load the benefit copy). */
  benefitDiscount: '株主優待',
  carriage: '送料',
  shippingNote: '送料・手数料は次の画面で計算されます。',
  /** @example paymentMethods(['銀行振込', '後払い']) === 'ご利用いただけるお支払い方法：銀行振込、後払い' */
  paymentMethods: (names: string[]) => `ご利用いただけるお支払い方法：${names.join('、')}`,
  quotation: '見積書をダウンロード（PDF）',
  shippingResetFailed:
    'お届け先を選び直せませんでした。お手数ですが、ページを再読み込みしてお届け先をもう一度お選びください。',
} as const;

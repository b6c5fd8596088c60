/** Japanese copy of the cart domain. */
export const CART_MESSAGES = {
  badToken: 'カート情報が正しくありません。ページを再読み込みしてください。',
  quantityInteger: '数量は半角数字の整数で入力してください。',
  quantityMin: '数量は1以上で入力してください。',
  quantityMax: '数量は99以下で入力してください。',
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
  cartLinkLabel: (count: number) => `カート（${count}点）`,
} as const;

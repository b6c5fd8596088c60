import { CART_CORE_MESSAGES } from './cart-core.messages';

/** Japanese copy of the cart domain: what every shop page needs, and the cart page's own. */
export const CART_MESSAGES = {
  ...CART_CORE_MESSAGES,
  chooseLine: '削除する商品を指定してください。',
  emptyCart: 'カートに商品はありません。',
  cartTitle: 'ショッピングカート',
  remove: '削除する',
  subtotal: '小計',
  taxIncluded: '（税込）',
  /** @example taxIncludedAt(8) === '（税込・8%）' */
  taxIncludedAt: (rate: number) => `（税込・${rate}%）`,
  plus: '＋',
  /** @example accessory('のし', '¥110') === '＋ のし　¥110' */
  accessory: (name: string, price: string) => `＋ ${name}　${price}`,
  loading: 'カートを読み込んでいます…',
  linesLabel: 'カート内の商品',
  quantityOf: (name: string) => `${name}の数量`,
  decrease: (name: string) => `${name}の数量を1つ減らす`,
  increase: (name: string) => `${name}の数量を1つ増やす`,
  totalsTitle: 'ご注文金額',
  shippingNote: '送料・手数料は次の画面で計算されます。',
  /** @example paymentMethods(['銀行振込', '後払い']) === 'ご利用いただけるお支払い方法：銀行振込、後払い' */
  paymentMethods: (names: string[]) => `ご利用いただけるお支払い方法：${names.join('、')}`,
  quotation: '見積書をダウンロード（PDF）',
} as const;

/** Japanese copy of the shop's shipping and payment records (refusals, shipped mail and message). */
export const FULFILMENT_MESSAGES = {
  cancelled: 'キャンセル済みのご注文は発送・入金の記録ができません。',
  alreadyShipped: 'このご注文は発送済みです。',
  unpaid: 'ご入金の確認が取れていないため発送できません。',
  notTransfer:
    'このご注文のお支払い方法では入金の記録は不要です（カード払いは確定時にお支払い済み）。',
  alreadyPaid: 'このご注文の入金は記録済みです。',
  shippedTitle: 'ご注文の商品を発送しました',
  shippedBody: (orderNo: string) =>
    `ご注文番号 ${orderNo} の商品を発送しました。お届けまでしばらくお待ちください。`,
  shippedSubject: (orderNo: string) => `【発送のお知らせ】ご注文番号 ${orderNo}`,
  shippedMail: (p: { name: string; orderNo: string; shop: string }) =>
    `${p.name} 様\n\nご注文番号 ${p.orderNo} の商品を発送しました。\nご注文の状況はマイページのご注文履歴でもご確認いただけます。\n\n${p.shop}`,
} as const;

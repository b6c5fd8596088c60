/** Japanese copy of the back office's order calls (`/v1/admin/orders`): refusals, mails, history. */
export const BACK_OFFICE_ORDER_MESSAGES = {
  keywordMax: '検索語は100文字以内で入力してください。',
  dateFormat: '日付は YYYY-MM-DD で入力してください。',
  versionRequired: '画面を開いたときの版（version）を指定してください。',
  memoRequired: 'メモを入力してください。',
  memoMax: 'メモは1000文字以内で入力してください。',
  reasonRequired: 'キャンセルの理由を入力してください。',
  reasonMax: 'キャンセルの理由は500文字以内で入力してください。',
  shipmentRequired: '発送するお届け先を指定してください。',
  carrierChoice: '配送会社はヤマト運輸・佐川急便・日本郵便から選んでください。',
  trackingRequired: '伝票番号を入力してください。',
  stale: 'ほかの担当者がこのご注文を先に更新しました。最新の内容を確認してからやり直してください。',
  staleBecause: (why: string) =>
    `ほかの担当者がこのご注文を先に更新しました（${why}）。最新の内容を確認してください。`,
  cancelled: 'このご注文はキャンセル済みです。',
  alreadyPaid: 'このご注文の入金は記録済みです。',
  notTransfer: '銀行振込のご注文ではないため、入金の記録はできません。',
  unpaid: 'ご入金の確認が取れていないため発送できません。',
  shipmentUnknown: 'このご注文にないお届け先です。',
  shipmentShipped: 'このお届け先は発送済みです。',
  giftWaiting: 'ギフトの受取人がお届け先を入力していないため、まだ発送できません。',
  shippedNoCancel: '発送済みの商品があるご注文はキャンセルできません。',
  refundFailed:
    'カード会社での返金に失敗しました。ご注文はキャンセルしていません。時間をおいて再度お試しください。',
  staffReason: (reason: string) => `ショップによるキャンセル: ${reason}`,
  tokenActor: '管理トークン',
  paidSubject: (no: string) => `【ご入金確認のお知らせ】ご注文番号 ${no}`,
  paidMail: (p: { name: string; orderNo: string; shop: string }) =>
    `${p.name} 様\n\nご注文番号 ${p.orderNo} のご入金を確認しました。ありがとうございます。\n商品の発送まで今しばらくお待ちください。\n\n${p.shop}`,
  shippedSubject: (no: string) => `【発送のお知らせ】ご注文番号 ${no}`,
  shippedMail: (p: {
    name: string;
    orderNo: string;
    shop: string;
    carrier: string;
    trackingNo: string;
    url: string;
  }) =>
    `${p.name} 様\n\nご注文番号 ${p.orderNo} の商品を発送しました。\n配送会社: ${p.carrier}\n伝票番号: ${p.trackingNo}\n配送状況: ${p.url}\n\nご注文の状況はマイページのご注文履歴でもご確認いただけます。\n\n${p.shop}`,
  shippedTitle: 'ご注文の商品を発送しました',
  shippedBody: (no: string, carrier: string, trackingNo: string) =>
    `ご注文番号 ${no} の商品を${carrier}で発送しました（伝票番号 ${trackingNo}）。`,
  cancelSubject: (no: string) => `【ご注文キャンセルのお知らせ】ご注文番号 ${no}`,
  cancelMail: (p: {
    name: string;
    orderNo: string;
    shop: string;
    reason: string;
    refund: string;
  }) =>
    `${p.name} 様\n\nご注文番号 ${p.orderNo} をショップにてキャンセルいたしました。\n理由: ${p.reason}\n${p.refund}\n\nご不明な点はお問い合わせください。\n\n${p.shop}`,
  cardRefunded: (amount: string) => `カードでのお支払い ${amount} は返金（取消）しました。`,
  noRefund: 'お支払い済みの代金がある場合は、別途ご連絡のうえ返金いたします。',
  csvFormatChoice: '形式は yamato-b2（B2クラウド）か sagawa-ehiden（e飛伝Ⅱ）を指定してください。',
  changeNothing: '変更するお届け先の住所、お届け日、時間帯のいずれかを指定してください。',
  changeShipped: '発送済みのお届け先は変更できません。',
  changeCancelled: 'キャンセル済みのご注文のお届け先は変更できません。',
  changeGift:
    'ソーシャルギフトのお届け先とお届け日は受取人が指定するため、ショップでは変更できません。',
  changedSubject: (no: string) => `【お届け内容変更のお知らせ】ご注文番号 ${no}`,
  changedMail: (p: { name: string; orderNo: string; shop: string; label: string; what: string }) =>
    `${p.name} 様\n\nご注文番号 ${p.orderNo} の${p.label}を次のとおり変更しました。\n\n${p.what}\n\nお心当たりのない場合はお問い合わせください。\n\n${p.shop}`,
  changedAddress: (address: string) => `お届け先: ${address}`,
  changedDate: (date: string | null, slot: string | null) =>
    `お届け日: ${date ?? '指定なし'}${slot ? ` ${slot}` : ''}`,
} as const;

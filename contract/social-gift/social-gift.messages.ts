import { SHIPMENT_MESSAGES } from '../checkout/shipments.messages';

/** Japanese copy of the social gift (buyer's checkout choice, the recipient's pages, server refusals). */
export const SOCIAL_GIFT_MESSAGES = {
  // Buyer (checkout and complete page)
  sendAsGift: 'ソーシャルギフトで贈る',
  sendAsGiftHelp:
    'お届け先の住所は入力不要です。ご注文後に表示されるギフトURLを贈りたい方に送ると、受け取る方がお届け先とお届け日時を入力します。',
  message: 'メッセージ',
  messageHelp: (max: number) => `受け取る方へのメッセージ（${max}文字以内・任意）`,
  messageTooLong: SHIPMENT_MESSAGES.giftMessageTooLong,
  giftUrl: 'ギフトURL',
  copy: 'コピー',
  copied: 'コピーしました。',
  shareLine: 'LINEで送る',
  giftTitle: 'ソーシャルギフト',
  giftExpires: (date: string) => `受け取り期限: ${date}`,
  giftHowTo: 'このURLを贈りたい方にお送りください。受け取る方がお届け先とお届け日時を入力します。',
  giftAwaitingPayment: 'ギフトURLはご入金の確認後に表示・メールでお知らせします。',
  lineText: (url: string) => `ギフトが届いています。こちらから受け取ってください。\n${url}`,
  status: {
    waiting: '受け取り待ち',
    accepted: '受け取り済み（発送準備中）',
    shipped: '発送済み',
    expired: '期限切れ（キャンセル済み）',
    cancelled: 'キャンセル済み',
  } as Record<string, string>,
  deliveryDateOf: (date: string) => `お届け予定日: ${date}`,
  // Refusals at checkout
  notGiftable: (name: string) => `「${name}」はソーシャルギフトでお贈りいただけません。`,
  ageRestricted: (name: string) =>
    `「${name}」は年齢確認が必要な商品のため、ソーシャルギフトでお贈りいただけません。`,
  madeToOrder: (name: string) =>
    `「${name}」は名入れ・受注生産の商品のため、ソーシャルギフトでお贈りいただけません。`,
  paymentNotAllowed:
    'ソーシャルギフトはクレジットカードまたは銀行振込でのみお支払いいただけます。お支払い方法を変更してください。',
  singleShipment: 'ソーシャルギフトにできるお届け先はご注文ごとに1件です。',
  giftEmpty: (label: string) =>
    `${label}（ソーシャルギフト）に贈る商品がありません。「商品の振り分け」で数量を指定してください。`,
  unknownShipment: '指定のお届け先が見つかりません。',
  notAcceptedYet:
    'ソーシャルギフトのお届け先がまだ決まっていないため発送できません（受け取りの手続き待ち）。',
  // Recipient pages
  pageTitle: 'ギフトの受け取り',
  from: (name: string) => `${name}さまからギフトが届いています`,
  messageFrom: 'メッセージ',
  products: 'ギフトの内容',
  quantity: (n: number) => `数量 ${n}`,
  receive: 'ギフトを受け取る',
  expiresOn: (date: string) => `受け取り期限: ${date}`,
  shippingTitle: 'お届け先の入力',
  deliveryTitle: 'お届け日時の指定',
  confirmTitle: '入力内容の確認',
  completeTitle: '受け取りが完了しました',
  completeBody:
    'ご入力のお届け先・日時で発送の準備をいたします。贈り主さまには受け取りをお知らせしました。',
  completedTitle: 'このギフトは受け取り済みです',
  completedBody: 'このギフトはすでに受け取りの手続きが完了しています。',
  deliveryDate: 'お届け希望日',
  deliveryTime: 'お届け希望時間帯',
  noPreference: '指定なし',
  shipTo: 'お届け先',
  recipientText: (
    a: {
      last_name: string;
      first_name: string;
      last_name_kana: string;
      first_name_kana: string;
      phone_number: string;
    },
    addressLine: string,
  ) =>
    `${a.last_name} ${a.first_name} 様（${a.last_name_kana} ${a.first_name_kana}）\n${addressLine}\n${a.phone_number}`,
  next: '次へ',
  back: '戻る',
  accept: '受け取る',
  loading: '読み込み中…',
  steps: ['お届け先', 'お届け日時', '確認', '完了'],
  notFoundTitle: 'ギフトが見つかりません',
  notFound: 'このギフトURLは無効です。URLに誤りがないか、贈り主さまにご確認ください。',
  expiredTitle: '受け取り期限が過ぎています',
  expired:
    'このギフトは受け取り期限を過ぎたため、受け取ることができません。贈り主さまにご確認ください。',
  cancelledTitle: 'このギフトはキャンセルされました',
  cancelled: 'このギフトは取り消されたため、受け取ることができません。',
  alreadyAccepted: 'このギフトはすでに受け取りの手続きが完了しています。',
  dateRequired: 'お届け希望日を選択してください。',
  dateTooEarly: (date: string) => `お届け希望日は${date}以降の日付を選択してください。`,
  dateTooLate: (date: string) => `お届け希望日は${date}までの日付を選択してください。`,
  dateHoliday: 'その日はお届けできません（休業日）。別の日を選択してください。',
  dateUnavailable: '指定できないお届け日です。別の日を選択してください。',
  timeUnknown: '指定できないお届け時間帯です。',
  addressFirst: 'お届け先を先に入力してください。',
  aboutTitle: 'ソーシャルギフトとは',
  aboutBody:
    'ソーシャルギフトは、お相手の住所を知らなくても贈れるギフトです。ご注文時に「ソーシャルギフトで贈る」を選び、ご注文後に表示されるギフトURLをLINEやメールでお送りください。受け取る方がお届け先とお届け日時を入力すると発送します。',
  // Mails
  mailLinkSubject: (orderNo: string) => `【ギフトURLのお知らせ】ご注文番号 ${orderNo}`,
  mailLinkBody: (p: {
    name: string;
    orderNo: string;
    url: string;
    expires: string;
    shop: string;
  }) =>
    `${p.name} 様\n\nソーシャルギフトのご注文ありがとうございます（ご注文番号 ${p.orderNo}）。\n\nギフトURL: ${p.url}\n受け取り期限: ${p.expires}\n\nこのURLを贈りたい方にお送りください。期限までに受け取りの手続きがない場合、ご注文は自動でキャンセルし返金いたします。\n\n${p.shop}`,
  mailAcceptedSubject: (orderNo: string) => `【ギフトが受け取られました】ご注文番号 ${orderNo}`,
  mailAcceptedBody: (p: { name: string; orderNo: string; date: string; shop: string }) =>
    `${p.name} 様\n\nソーシャルギフト（ご注文番号 ${p.orderNo}）が受け取られました。\nお届け予定日: ${p.date}\n\n発送の準備をいたします。\n\n${p.shop}`,
  mailReminderSubject: (orderNo: string) =>
    `【まもなく期限】ソーシャルギフトが未受け取りです（${orderNo}）`,
  mailReminderBody: (p: {
    name: string;
    orderNo: string;
    url: string;
    expires: string;
    shop: string;
  }) =>
    `${p.name} 様\n\nソーシャルギフト（ご注文番号 ${p.orderNo}）はまだ受け取られていません。\n受け取り期限: ${p.expires}\nギフトURL: ${p.url}\n\n期限を過ぎるとご注文は自動でキャンセルし返金いたします。\n\n${p.shop}`,
  expiredReason: 'ソーシャルギフトの受け取り期限切れ',
} as const;

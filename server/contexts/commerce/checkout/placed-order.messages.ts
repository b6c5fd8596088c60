import { BANK_ACCOUNT, PAYMENT_IDS } from '../../../../contract/checkout/checkout-constants';
import { formatYen } from '../../../../contract/shared/money';
import type { MailMessage } from '../../../services/mail/mailer';

/** A gift shipment's place in the mail: the recipient enters the address and the date later. */
export const GIFT_SHIPMENT_MAIL = {
  shipTo: 'ソーシャルギフト（お届け先はお受け取りの方が入力します）',
  delivery: 'お届け日：お受け取りの方が指定します',
} as const;

/** What the order confirmation mail shows. */
export type OrderMailData = {
  to: string;
  name: string;
  shopName: string;
  orderNo: string;
  paymentId: number;
  paymentName: string;
  lines: { name: string; quantity: number; amountWithTax: number }[];
  rates: { rate: number; amountWithTax: number; tax: number }[];
  carriage: number;
  fee: number;
  discount: number;
  total: number;
  /** Gift wrap and のし, one line per shipment. */
  packings?: string[];
  /** Each shipment: its label (お届け先 / お届け先1 ...), address, delivery and, when several, its lines. */
  shipments: { label: string; shipTo: string; delivery: string; lines: string[] }[];
  /** A guest's link to issue the receipt (領収書); members issue theirs on my page. */
  receiptUrl?: string;
};

function bankLines(): string[] {
  const b = BANK_ACCOUNT;
  return [
    '■お振込先',
    `${b.bank} ${b.branch} ${b.type} ${b.number}`,
    `口座名義：${b.holder}`,
    `ご注文日から${b.due_days}日以内にお振り込みください。ご入金を確認してから発送いたします。`,
    '',
  ];
}

/** The order confirmation mail (tax included, with the per-rate breakdown the invoice rules ask for). */
export function orderConfirmationMail(d: OrderMailData): MailMessage {
  const body = [
    `${d.name} 様`,
    '',
    `このたびは${d.shopName}をご利用いただき、誠にありがとうございます。`,
    '下記のとおりご注文を承りました。',
    '',
    `■ご注文番号：${d.orderNo}`,
    `■お支払い方法：${d.paymentName}`,
    '',
    '■ご注文内容',
    ...d.lines.map((l) => `・${l.name} × ${l.quantity}  ${formatYen(l.amountWithTax)}（税込）`),
    '',
    ...(d.discount > 0 ? [`割引：−${formatYen(d.discount)}`] : []),
    `送料：${formatYen(d.carriage)}`,
    ...(d.fee > 0 ? [`手数料：${formatYen(d.fee)}`] : []),
    `お支払い合計：${formatYen(d.total)}（税込）`,
    ...d.rates.map(
      (r) => `（${r.rate}%対象 ${formatYen(r.amountWithTax)} 内消費税 ${formatYen(r.tax)}）`,
    ),
    '',
    ...d.shipments.flatMap((s) => [
      `■${s.label}`,
      s.shipTo,
      s.delivery,
      ...s.lines.map((l) => `・${l}`),
      '',
    ]),
    ...(d.packings?.length ? ['■のし・ギフト包装', ...d.packings, ''] : []),
    ...(d.paymentId === PAYMENT_IDS.bank ? bankLines() : []),
    ...(d.receiptUrl
      ? ['■領収書', 'お支払いの確認後、下記のページから領収書を発行できます。', d.receiptUrl, '']
      : []),
    '──────────────────',
    d.shopName,
  ];
  return {
    to: d.to,
    subject: `【${d.shopName}】ご注文ありがとうございます（${d.orderNo}）`,
    text: body.join('\n'),
  };
}

/** Japanese copy of a placed order's lines and its shipments in the confirmation mail. */
export const PLACED_ORDER_MESSAGES = {
  accessoryVariant: '付属品',
  packingVariant: (wrapping: string, shippingKey: string) =>
    `${wrapping}（お届け先${shippingKey}）`,
  delivery: (name: string, date: string | null, time: string | null) =>
    `${name} お届け日：${date ?? '指定なし'} 時間帯：${time ?? '指定なし'}`,
} as const;

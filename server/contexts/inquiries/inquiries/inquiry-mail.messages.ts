import { INQUIRY_FIELD_LABELS as L } from '../../../../contract/inquiries/inquiries.messages';
import type { MailMessage } from '../../../services/mail/mailer';

/** What the inquiry mails show. */
export type InquiryMailData = {
  shopName: string;
  inquiryId: number;
  name: string;
  nameKana: string;
  email: string;
  phone: string;
  category: string;
  subject: string;
  body: string;
  orderNo: string | null;
  isMember: boolean;
  fileCount: number;
  /** The business form's company fields, by field name. */
  extend: Record<string, string> | null;
};

const footer = (shopName: string) => [
  '',
  '※このメールは送信専用アドレスからお送りしています。ご返信いただいてもお答えできません。',
  '',
  '──────────────────',
  shopName,
  '──────────────────',
];

function details(d: InquiryMailData): string[] {
  const extend = Object.entries(d.extend ?? {})
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${L[key as keyof typeof L] ?? key}：${value}`);
  return [
    `お問い合わせ番号：${d.inquiryId}`,
    `${L.category_id}：${d.category}`,
    `${L.name}：${d.name}`,
    ...(d.nameKana ? [`${L.name_kana}：${d.nameKana}`] : []),
    `${L.email}：${d.email}`,
    ...(d.phone ? [`${L.phone}：${d.phone}`] : []),
    ...(d.orderNo ? [`${L.order_id}：${d.orderNo}`] : []),
    ...extend,
    `${L.subject}：${d.subject}`,
    `添付ファイル：${d.fileCount}件`,
    '',
    `${L.body}：`,
    d.body,
  ];
}

/**
 * The automatic reply to a guest: anyone can type any address in the form, so it repeats none
 * of the sender's text (no name, subject, body or fields), only the shop's words and the number.
 */
function guestAutoReply(d: InquiryMailData): string[] {
  return [
    'お客様',
    '',
    `このたびは${d.shopName}にお問い合わせいただき、ありがとうございます。`,
    `お問い合わせを受け付けました（お問い合わせ番号：${d.inquiryId}）。担当者より順次ご連絡いたします。`,
    'お心当たりのない場合は、このメールを破棄してください。',
    ...footer(d.shopName),
  ];
}

/**
 * The automatic reply to the sender. A member's (sent only to the member's verified address)
 * repeats the inquiry; a guest's carries none of it.
 */
export function inquiryAutoReplyMail(d: InquiryMailData, threadUrl: string | null): MailMessage {
  const subject = `【${d.shopName}】お問い合わせを受け付けました`;
  if (!d.isMember) return { to: d.email, subject, text: guestAutoReply(d).join('\n') };
  const text = [
    `${d.name} 様`,
    '',
    `このたびは${d.shopName}にお問い合わせいただき、ありがとうございます。`,
    '以下の内容でお問い合わせを受け付けました。担当者より順次ご連絡いたします。',
    ...(threadUrl ? ['回答はマイページのお問い合わせ履歴でもご確認いただけます。', threadUrl] : []),
    '',
    ...details(d),
    ...footer(d.shopName),
  ].join('\n');
  return { to: d.email, subject, text };
}

/** The shop's notice of a new inquiry. */
export function inquiryShopMail(d: InquiryMailData, to: string): MailMessage {
  const who = d.isMember ? '会員' : 'ゲスト';
  const text = [`新しいお問い合わせ（${who}）が届きました。`, '', ...details(d)].join('\n');
  return { to, subject: `【${d.shopName}】お問い合わせ #${d.inquiryId}：${d.subject}`, text };
}

/** The shop's notice of a member's answer in a thread. */
export function memberAnswerShopMail(
  d: { shopName: string; inquiryId: number; subject: string; body: string },
  to: string,
): MailMessage {
  const text = [`お問い合わせ #${d.inquiryId} に会員から返信がありました。`, '', d.body].join('\n');
  return {
    to,
    subject: `【${d.shopName}】お問い合わせ #${d.inquiryId} への返信：${d.subject}`,
    text,
  };
}

/** The shop's reply: a member gets a link to the thread, a guest the reply itself. */
export function shopReplyMail(
  d: {
    shopName: string;
    name: string;
    email: string;
    subject: string;
    body: string;
    closed: boolean;
  },
  threadUrl: string | null,
): MailMessage {
  const lines = threadUrl
    ? [
        'お問い合わせにショップから回答がありました。',
        '下記のリンクからマイページでご確認ください。',
        '',
        threadUrl,
      ]
    : ['お問い合わせについて、ショップから次のとおり回答いたします。', '', d.body];
  const closing = d.closed ? ['', 'このお問い合わせへの対応は以上で終了いたしました。'] : [];
  const text = [
    `${d.name} 様`,
    '',
    ...lines,
    ...closing,
    '',
    `件名：${d.subject}`,
    ...footer(d.shopName),
  ].join('\n');
  return { to: d.email, subject: `【${d.shopName}】お問い合わせへの回答：${d.subject}`, text };
}

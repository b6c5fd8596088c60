import { INQUIRY_FIELD_LABELS } from '../../../src/lib/inquiries/inquiries.messages';

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('ja-JP')}KB`;

/** Copy of お問い合わせ管理. */
export const INQUIRIES_MESSAGES = {
  listTitle: 'お問い合わせ一覧',
  searchTitle: 'お問い合わせの検索',
  keyword: '検索語',
  keywordHint: 'お名前・メールアドレスの一部、またはお問い合わせ番号',
  status: '状態',
  category: '種類',
  all: 'すべて',
  clear: '条件をクリア',
  resultsCaption: 'お問い合わせの一覧（新しいやりとり順）',
  colInquiry: 'お問い合わせ',
  colCustomer: 'お客様',
  colStatus: '状態',
  colAssignee: '担当者',
  colActivity: '最終更新',
  openLabel: (id: number, subject: string) => `お問い合わせ #${id}「${subject}」を開く`,
  number: (id: number) => `#${id}`,
  member: '会員',
  guest: 'ゲスト',
  nobody: '未割り当て',
  statuses: {
    new: '新規',
    in_progress: '対応中',
    answered: '回答済み',
    closed: 'クローズ',
  } as Record<string, string>,
  detailTitle: (id: number) => `お問い合わせ #${id}`,
  backToList: 'お問い合わせ一覧に戻る',
  summary: '概要',
  subject: '件名',
  receivedAt: '受付日時',
  customer: 'お客様',
  kana: 'フリガナ',
  email: 'メールアドレス',
  phone: '電話番号',
  memberLink: '会員詳細を開く',
  order: '対象のご注文',
  attachments: '添付ファイル',
  fileList: (files: { name: string; size: number }[]) =>
    files.map((f) => `${f.name}（${kb(f.size)}）`).join('、'),
  kanaOf: (kana: string) => `（${kana}）`,
  threadTitle: 'やりとり',
  threadCaption: 'お客様のメッセージとショップの回答（古い順）',
  fromCustomer: 'お客様',
  fromShop: (staff: string | null) => (staff ? `ショップ（${staff}）` : 'ショップ'),
  unreadByCustomer: 'お客様は未読',
  replyTitle: '回答する',
  replyLabel: '回答内容',
  replyHint:
    'お客様に表示され、メールでお知らせします（4000文字以内）。会員にはマイページのお問い合わせ履歴へのリンク、ゲストには回答の本文を送ります。',
  closeAfter: '回答と同時にクローズする',
  send: '回答を送る',
  sendTitle: 'この内容で回答しますか？',
  sendBody: (email: string) => `${email} にメールでお知らせします。送った回答は取り消せません。`,
  closedNoReply: 'クローズしたお問い合わせには回答できません。対応中に戻すと回答できます。',
  replyRequired: '回答の内容を入力してください',
  replyMax: '回答は4000文字以内で入力してください',
  handlingTitle: '対応状況',
  assignee: '担当者',
  assign: '担当者を保存',
  changeStatus: '状態を変更',
  moveTo: (label: string) => `「${label}」にする`,
  closeTitle: 'このお問い合わせをクローズしますか？',
  closeBody: 'クローズすると、お客様はこのお問い合わせに返信できなくなります。',
  notesTitle: '社内メモ',
  notesLead: '社内メモはスタッフだけが見られます。お客様の画面やメールには表示されません。',
  noNotes: '社内メモはありません。',
  noteLabel: 'メモ',
  addNote: 'メモを追加',
  noteRequired: 'メモを入力してください',
  conflict: 'ほかの担当者が先に操作しました。',
  reloaded:
    '画面を最新の内容に更新しました。入力中の内容は残っています。確認してからもう一度操作してください。',
  done: {
    reply: '回答を送りました。お客様にメールでお知らせします。',
    status: (label: string) => `状態を「${label}」にしました。`,
    assign: '担当者を保存しました。',
    note: '社内メモを追加しました。',
  },
} as const;

/** The contact form's name of a business field (法人のお問い合わせ), or the key itself. */
export function companyLabel(key: string): string {
  const labels: Record<string, string> = INQUIRY_FIELD_LABELS;
  return labels[key] ?? key;
}

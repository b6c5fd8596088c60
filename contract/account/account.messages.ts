import { AUTH_MESSAGES } from '../auth/auth.messages';
import { MYPAGE_LINKS, MYPAGE_MESSAGES } from '../mypage/mypage.messages';

/** Titles and headings of the account pages; the member menu links to them by the same words. */
export const ACCOUNT_TITLES = {
  profile: '会員情報',
  profileEdit: '会員情報の変更',
  password: 'パスワードの変更',
  loginHistory: 'ログイン履歴',
  leave: '退会',
  registerComplete: '会員登録完了',
  verifyEmail: 'メールアドレスの確認',
  reminderPassword: 'パスワードの再設定',
  reminderPasswordReset: '新しいパスワードの設定',
  reminderUsername: 'ユーザー名の再設定',
  reminderUsernameReset: '新しいユーザー名の設定',
} as const;

/** Labels of the member's registered data, on the profile screen and the reminder form. */
export const ACCOUNT_LABELS = {
  code: '会員番号',
  email: 'メールアドレス',
  username: 'ユーザー名',
  name: 'お名前',
  kana: 'フリガナ',
  company: '会社名・団体名',
  address: '住所',
  phone: '電話番号',
  gender: '性別',
  newsletter: 'メールマガジン',
  emailVerified: ACCOUNT_TITLES.verifyEmail,
} as const;

/** Japanese copy of the member home, profile, password, leave and login-history screens. */
export const ACCOUNT_MESSAGES = {
  memberHomeTitle: '会員ホーム',
  welcome: (name: string) => `${name} 様、ようこそ。`,
  points: (points: number) => `保有ポイント：${points.toLocaleString('ja-JP')} pt`,
  menuLabel: '会員メニュー',
  /** The my page menu (shared with /mypage/), with the my page top and the cart. */
  menu: [
    { href: '/mypage/', label: MYPAGE_MESSAGES.top },
    ...MYPAGE_LINKS,
    { href: '/cart/', label: 'カートを見る' },
  ],
  loading: '読み込み中…',
  loadFailed: '会員情報を読み込めませんでした。時間をおいて再度お試しください。',
  toHome: '会員ホームへ',
  backToHome: '会員ホームへ戻る',
} as const;

/** Japanese copy of the profile screen (/mypage/user_info/). */
export const PROFILE_MESSAGES = {
  loadFailed: '会員情報を読み込めませんでした。',
  address: (postalCode: string, address: string) => `〒${postalCode} ${address}`,
  verified: '確認済み',
  unverified: '未確認',
  edit: '会員情報を変更する',
  saved: '会員情報を変更しました。',
} as const;

/** Japanese copy of the user form shared by registration and the profile edit. */
export const USER_FORM_MESSAGES = {
  checkErrors: '入力内容に誤りがあります。赤字の項目をご確認ください。',
  required: AUTH_MESSAGES.required,
  choose: '選択してください',
  findAddress: '住所を自動入力',
  addressFound: '住所を入力しました。番地以降をご確認ください。',
  addressNotFound: '該当する住所が見つかりませんでした。郵便番号をご確認ください。',
  next: '次へ',
  confirmTitle: '入力内容の確認',
  register: '登録する',
  save: '保存する',
  back: '戻る',
} as const;

/** Japanese copy of the register-complete screen and the e-mail address verification. */
export const VERIFY_MESSAGES = {
  registered: '会員登録のお申し込みを受け付けました。',
  mailSent:
    'ご登録のメールアドレスに確認メールをお送りしました。メール内のリンクを開いて、メールアドレスの確認を完了してください。',
  spamHint: 'メールが届かない場合は、迷惑メールフォルダもご確認ください。',
  verified: 'メールアドレスの確認が完了しました。ありがとうございます。',
  notVerified:
    'ご登録のメールアドレスの確認が完了していません。お送りしたメールのリンクを開いて確認を完了してください。',
  resend: '確認メールを再送する',
  resent: '確認メールを再送しました。メール内のリンクを開いてください。',
} as const;

/** Japanese copy of the reminder requests (/reminder/ and /reminder/username/). */
export const REMINDER_MESSAGES = {
  what: { password: AUTH_MESSAGES.password, username: ACCOUNT_LABELS.username },
  lead: (what: string) =>
    `ご登録のメールアドレスを入力してください。${what}を再設定するためのリンクをお送りします。`,
  sent: (what: string) =>
    `ご入力のメールアドレスが登録されている場合は、${what}再設定のご案内をお送りしました。メール内のリンクは30分間有効です。`,
  send: '送信する',
} as const;

/** Japanese copy of the password change and the reminder reset forms. */
export const PASSWORD_FORM_MESSAGES = {
  currentPassword: '現在のパスワード',
  newPassword: '新しいパスワード',
  newPasswordConfirmation: '新しいパスワード（確認用）',
  change: '変更する',
  changed: 'パスワードを変更しました。ほかの端末ではログアウトされました。',
  checking: '確認しています…',
  securityAnswer: (question: string) => `秘密の質問：${question}`,
  newUsername: '新しいユーザー名',
  reset: '再設定する',
  retry: 'もう一度手続きする',
} as const;

/** Japanese copy of the leave screen and of re-authentication on the profile form. */
export const LEAVE_MESSAGES = {
  done: '退会手続きが完了しました。これまでのご利用、誠にありがとうございました。',
  toTop: 'トップページへ戻る',
  checking: '確認しています…',
  intro: '退会すると、次の情報はすべて削除され、元に戻すことはできません。',
  erased: [
    'お名前・住所・電話番号などの会員情報とお届け先',
    '登録済みのクレジットカード、お気に入り、保有ポイント',
    'ログイン履歴',
  ],
  ordersKept: 'ご注文の記録は、法令に基づき会計上必要な範囲で保管します。',
  agree: '上記を確認し、退会に同意します',
  passwordHint: 'ご本人確認のため、ログインに使っているパスワードを入力してください。',
  leave: '退会する',
  answerPasswordHint: '秘密の質問の答えを変更する場合は、ご本人確認のため入力してください。',
} as const;

/** Japanese copy of the school key (学校コード) field of the school shop. */
export const SCHOOL_MESSAGES = {
  label: '学校コード',
  hint: '学校から配布された学校コードを入力してください。',
  invalid: '学校コードが正しくありません。学校から配布されたコードをご確認ください。',
  checking: '学校コードを確認しています…',
  confirmed: (name: string) => `「${name}」を確認しました。`,
  failed: '学校コードを確認できませんでした。時間をおいて再度お試しください。',
  infoLabel: '学校',
} as const;

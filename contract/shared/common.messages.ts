import { ERROR_CODES, type ErrorCode } from './error.schema';

/**
 * The three messages the browser falls back to on its own (a body that is not an API error, a
 * maintenance notice without text, a failure no screen explains). Kept apart from ERROR_MESSAGES
 * so that every page's JS does not carry the whole catalogue, which only the server sends.
 */
export const FALLBACK_ERRORS = {
  notFound: 'お探しのページが見つかりませんでした。',
  maintenance: 'ただいまメンテナンス中です。',
  internal: 'エラーが発生しました。しばらくしてから再度お試しください。',
} as const;

/**
 * Japanese message for every API error code; the server sends these and the client falls back to them.
 * Built in a call marked pure: the computed keys read ERROR_CODES, and the bundler keeps such reads
 * (and the whole map) in every page's JS even where nothing uses this table.
 */
export const ERROR_MESSAGES: Record<ErrorCode, string> = /* @__PURE__ */ (() => ({
  [ERROR_CODES.channelNotExist]: '指定されたチャンネルは存在しません。',
  [ERROR_CODES.notFound]: FALLBACK_ERRORS.notFound,
  [ERROR_CODES.validation]: '入力内容に誤りがあります。',
  [ERROR_CODES.badJson]: 'リクエストの形式が正しくありません。',
  [ERROR_CODES.badInput]:
    '使用できない文字（制御文字）が含まれています。入力内容をご確認ください。',
  [ERROR_CODES.valueOutOfRange]:
    '入力された値が扱える範囲を超えています。入力内容をご確認ください。',
  [ERROR_CODES.payloadTooLarge]:
    '送信されたデータが大きすぎます。内容を減らしてもう一度お試しください。',
  [ERROR_CODES.unauthorized]: 'ログインしてください。',
  [ERROR_CODES.maintenance]: FALLBACK_ERRORS.maintenance,
  [ERROR_CODES.internal]: FALLBACK_ERRORS.internal,
  [ERROR_CODES.unavailable]:
    'ただいまサーバーに一時的に接続できません。少し時間をおいて、もう一度お試しください（ご注文の確定をやり直しても、二重に注文されることはありません）。',
  [ERROR_CODES.rateLimited]:
    '短時間にリクエストが集中しています。しばらくしてから再度お試しください。',
  [ERROR_CODES.botCheckFailed]:
    '自動送信の疑いがあるため受け付けられませんでした。ページを再読み込みして、もう一度お試しください。',
  [ERROR_CODES.productNotFound]: '指定された商品は見つかりませんでした。',
  [ERROR_CODES.catalogProductNotFound]: '指定された商品は見つかりませんでした。',
  [ERROR_CODES.notSale]: 'この商品は現在販売しておりません。',
  [ERROR_CODES.outOfStock]: '在庫が不足しています。数量を減らしてください。',
  [ERROR_CODES.cartExpired]: 'カートの有効期限が切れました。もう一度商品をお選びください。',
  [ERROR_CODES.cartNotFound]: 'カートが見つかりませんでした。',
  [ERROR_CODES.cartLineNotFound]: 'カート内に該当する商品がありません。',
  [ERROR_CODES.invalidCredentials]:
    'メールアドレス（またはユーザー名）かパスワードが正しくありません。',
  [ERROR_CODES.accountLocked]:
    'ログインに続けて失敗したため、アカウントを一時的にロックしました。メールでお送りしたリンクから解除するか、30分後にもう一度お試しください。',
  [ERROR_CODES.passwordLoginRequired]:
    'この操作は優待券でのログインではご利用いただけません。優待券で作られた会員にはパスワードがないため、ログアウトして、メールアドレスとパスワードで登録した会員としてログインしてください。',
  [ERROR_CODES.refreshInvalid]: 'ログインの有効期限が切れました。もう一度ログインしてください。',
  [ERROR_CODES.verifyCodeInvalid]:
    '認証コードが正しくないか、有効期限が切れています。もう一度ログインしてください。',
  [ERROR_CODES.tokenInvalid]:
    'このリンクは無効か、有効期限が切れています。お手数ですが、もう一度お手続きください。',
  [ERROR_CODES.securityAnswerInvalid]: '秘密の質問の答えが正しくありません。',
  [ERROR_CODES.currentPasswordInvalid]: '現在のパスワードが正しくありません。',
  [ERROR_CODES.usernameTaken]: 'このユーザー名は使用できません。別のユーザー名を入力してください。',
  [ERROR_CODES.postalCodeNotFound]: '該当する住所が見つかりませんでした。',
  [ERROR_CODES.socialLoginFailed]:
    '外部サービスでのログインを完了できませんでした。お手数ですが、もう一度お試しください。',
  [ERROR_CODES.paymentCallbackUnavailable]: '決済サービスからの通知は受け付けていません。',
  [ERROR_CODES.paymentCallbackRejected]: '決済サービスからの通知を確認できませんでした。',
  [ERROR_CODES.paymentProviderUnavailable]:
    'ただいまカード決済をご利用いただけません。時間をおいてお試しいただくか、別のお支払い方法をお選びください。',
  [ERROR_CODES.addressNotData]: '選択したお届け先が見つかりません。お届け先を選び直してください。',
  [ERROR_CODES.addressLimit]:
    '登録できるお届け先の上限に達しています。不要なお届け先を削除してください。',
  [ERROR_CODES.addressOwnUndeletable]: 'ご本人の住所は削除できません。',
  [ERROR_CODES.addressImportInvalid]:
    'CSVファイルに誤りがあるため、取り込みませんでした。内容を確認してもう一度お試しください。',
  [ERROR_CODES.cardLimit]: '登録できるカードの上限に達しています。不要なカードを削除してください。',
  [ERROR_CODES.cardTokenInvalid]: 'カード情報を確認できませんでした。もう一度入力してください。',
  [ERROR_CODES.forbidden]: 'この操作を行う権限がありません。',
  [ERROR_CODES.csrfInvalid]:
    '画面の有効期限が切れたため、操作を受け付けませんでした。ページを再読み込みして、もう一度お試しください。',
  [ERROR_CODES.totpEnrolmentRequired]:
    'オーナーは二段階認証の設定が必要です。設定を済ませてから操作してください。',
  [ERROR_CODES.totpInvalid]: '確認コードが正しくないか、有効期限が切れています。',
  [ERROR_CODES.lastOwner]: '最後のオーナーの権限を外したり、無効にしたりすることはできません。',
  [ERROR_CODES.versionConflict]:
    'ほかの人が先に保存したため、保存できませんでした。最新の内容を確認してから、もう一度保存してください。',
}))();

/** Page-level copy shared by every theme (labels that tests and themes rely on). */
export const COMMON_MESSAGES = {
  notFoundTitle: '404 Not Found',
  notFoundBody: 'お探しのページが見つかりませんでした。',
  errorTitle: 'Error',
  errorBody: 'エラーが発生しました',
  backToTop: 'トップページへ戻る',
  maintenanceTitle: 'メンテナンス中',
  /** A call that never reached the shop (offline, timeout). */
  networkError: '通信に失敗しました。時間をおいて再度お試しください。',
} as const;

/** The shop shell's copy: toasts, downloads, session notices (spec §8). */
export const SHELL_MESSAGES = {
  toastRegion: '通知',
  dismissToast: 'この通知を消す',
  downloadComplete: 'ダウンロードが完了しました',
  downloadFailed: 'ダウンロードできませんでした。しばらくしてから再度お試しください。',
  unexpected: 'エラーが発生しました。しばらくしてから再度お試しください。',
  passwordExpired: 'パスワードの有効期限が切れています。新しいパスワードを設定してください。',
  mailErrorCountOver:
    'ご登録のメールアドレスにメールが届いていません。会員情報の変更からメールアドレスをご確認ください。',
  fixEmail: 'メールアドレスを変更する',
  /** The link of a voucher session's refusal: logs out, then opens the login page. */
  passwordLogin: 'ログアウトしてパスワードでログインする',
  dismissWarning: '閉じる',
} as const;

/** The notice Google requires beside forms guarded by reCAPTCHA v3 when its badge is hidden. */
export const BOT_NOTICE_MESSAGES = {
  before: 'このサイトは reCAPTCHA によって保護されており、Google の',
  privacy: 'プライバシーポリシー',
  and: 'と',
  terms: '利用規約',
  after: 'が適用されます。',
  privacyUrl: 'https://policies.google.com/privacy',
  termsUrl: 'https://policies.google.com/terms',
} as const;

/** Japanese punctuation that joins catalogue words and data on screen. */
export const PUNCTUATION = {
  colon: '：',
  separator: '・',
  comma: '、',
  range: '〜',
  slash: '／',
  titleSeparator: '｜',
  /** @example paren(3) === '（3）' */
  paren: (text: string | number) => `（${text}）`,
  /** @example quote('赤') === '「赤」' */
  quote: (text: string) => `「${text}」`,
} as const;

/** Japanese patterns of display text shared by the storefront and the server. */
export const FORMATS = {
  /** Weekday names, Sunday first, as `Date#getUTCDay` counts them. */
  weekdays: ['日', '月', '火', '水', '木', '金', '土'] as const,
  /** @example labelled('お届け日', '指定なし') === 'お届け日：指定なし' */
  labelled: (label: string, value: string) => `${label}${PUNCTUATION.colon}${value}`,
  /** Parts set apart by an ideographic space, as on one line of an order. */
  spaced: (...parts: string[]) => parts.join('　'),
  /** @example honorific('山田 太郎') === '山田 太郎 様' */
  honorific: (name: string) => `${name} 様`,
  /** @example postalMark('150-0001') === '〒150-0001' */
  postalMark: (code: string) => `〒${code}`,
  /** @example longDate(2026, 11, 24) === '2026年11月24日' */
  longDate: (year: number, month: number, day: number) => `${year}年${month}月${day}日`,
  /** @example yen(1200) === '1,200円' */
  yen: (amount: number) => `${amount.toLocaleString('ja-JP')}円`,
  /** @example taxIncluded('¥3,300', '¥300') === '¥3,300（内消費税 ¥300）' */
  taxIncluded: (amount: string, tax: string) => `${amount}（内消費税 ${tax}）`,
} as const;

/** 〒, postal code and address on one line: 〒150-0001 東京都渋谷区神宮前1-2-3 ビル. */
export function postalAddressText(
  postalCode: string,
  a: { prefecture: string; city: string; address1: string; address2: string },
): string {
  return `${FORMATS.postalMark(postalCode)} ${a.prefecture}${a.city}${a.address1} ${a.address2}`;
}

/** Japanese copy of the editors' news calls (`/v1/admin/news`). */
export const NEWS_ADMIN_MESSAGES = {
  titleText: 'タイトルは文字列で入力してください。',
  titleRequired: 'タイトルを入力してください。',
  bodyText: '本文は文字列（HTML）で入力してください。',
  bodyRequired: '本文を入力してください。',
  categoryText: 'カテゴリは文字列で入力してください。',
  categoryRequired: 'カテゴリを入力してください。',
  publishedAtInvalid: '公開日時は 2026-04-01T10:00:00+09:00 の形式（ISO 8601）で入力してください。',
  keyInvalid:
    'キーは半角英小文字・数字・「-」の80文字以内で、英字を1文字以上含めて入力してください。',
  keyTaken: 'このキーは別のお知らせで使われています。',
  newsNotFound: 'このお知らせはありません。',
} as const;

/** Japanese copy of the scheduled product changes (`/v1/admin/products/{key}/schedules`). */
export const PRODUCT_SCHEDULE_MESSAGES = {
  runAtFormat: '公開日時は日時（例: 2026-12-01T00:00:00+09:00）で指定してください。',
  runAtPast: '公開日時は現在より後の日時を指定してください。',
  runAtFar: '公開日時は1年以内で指定してください。',
  revertAtFormat: '戻す日時は日時（例: 2026-12-01T23:59:00+09:00）で指定してください。',
  revertAtOrder: '戻す日時は公開日時より後を指定してください。',
  fieldsRequired: '予約する項目を1つ以上指定してください。',
  scheduleNotFound: '予約が見つかりません。',
  scheduleNotPending: 'この予約はすでに実行済みか取り消し済みです。',
} as const;

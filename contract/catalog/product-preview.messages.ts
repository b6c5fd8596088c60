/** Japanese copy of the product preview call's fields. */
export const PRODUCT_PREVIEW_MESSAGES = {
  channel: 'プレビューするチャネルを選んでください',
  channelUnknown: 'プレビューするチャネルがありません',
  schedule: '予約は番号（ID）で指定してください',
  scheduleNotFound: 'この商品の予約が見つかりません',
  scheduleNotPending: '実行前（予約中）の予約だけプレビューできます',
} as const;

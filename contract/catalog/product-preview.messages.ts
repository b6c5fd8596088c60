/** Japanese copy of the product preview call's fields. */
export const PRODUCT_PREVIEW_MESSAGES = {
  channel: 'プレビューするチャネルを選んでください',
  channelUnknown: 'プレビューするチャネルがありません',
} as const;

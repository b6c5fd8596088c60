/** Japanese copy of the back office's product calls (`/v1/admin/products`). */
export const BACK_OFFICE_PRODUCT_MESSAGES = {
  versionRequired: '編集を始めたときの版（version）を指定してください。',
  codeRequired: '商品コードを入力してください。',
  codeMax: '商品コードは64文字以内で入力してください。',
  taxRateChoice: '税率は 8 か 10 を指定してください。',
  idNumber: 'ID は整数か null で指定してください。',
  channelsList: '販売チャネルは ID の一覧で指定してください。',
  channelUnknown: '存在しない販売チャネルが含まれています。',
  referenceUnknown: '存在しないものが指定されています。選び直してください。',
  stockNumber: '在庫数は0以上の整数で入力してください。',
  variantUnknown: 'この商品にない規格が含まれています。',
  ageBoolean: '年齢制限の有無は true か false で指定してください。',
  keywordMax: 'キーワードは100文字以内で入力してください。',
} as const;

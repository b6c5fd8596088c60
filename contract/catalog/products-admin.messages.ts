/** Japanese copy of the editors' product call (`PATCH /v1/admin/products/{key}`). */
export const PRODUCT_ADMIN_MESSAGES = {
  nothingToChange:
    '変更する項目（name・description・product_price・before_price・is_show_product）を1つ以上指定してください。',
  nameText: '商品名は文字列で入力してください。',
  nameRequired: '商品名を入力してください。',
  descriptionText: '商品説明は文字列（HTML）で入力してください。',
  priceNumber: '価格は円単位の整数で入力してください。',
  beforePriceNumber: '元値は円単位の整数か null で入力してください。',
  isShowBoolean: '表示するかどうかは true か false で指定してください。',
} as const;

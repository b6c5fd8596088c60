/** Japanese copy of the back office's product pictures, size table and related products calls. */
export const PRODUCT_MEDIA_MESSAGES = {
  fileMissing: '画像ファイルを選んでください。',
  fileTooLarge: '画像は10MB以内のファイルにしてください。',
  fileType:
    'JPEG・PNG・WebP・AVIF の画像だけ登録できます（SVG やその他のファイルは登録できません）。',
  tooManyPixels: '画像の画素数が大きすぎます（4,000万画素まで）。小さくしてから登録してください。',
  unreadable: '画像を読み込めませんでした。壊れていないか確かめてください。',
  tooManyImages: '商品画像は1商品20枚までです。',
  altMax: '代替テキストは200文字以内で入力してください。',
  altText: '代替テキストは文字で入力してください。',
  orderList: '並び順はこの商品の画像 ID をすべて並べて指定してください。',
  imageUnknown: 'この商品にない画像です。',
  sizeTableShape:
    'サイズ表は見出し行を含む表（行の配列）で、どの行も同じ列数にしてください（30行・12列まで）。',
  sizeTableCell: 'サイズ表の各欄は40文字以内の文字で入力してください。',
  relationList: '商品コード（key）の一覧で指定してください（30件まで）。',
  relationUnknown: (keys: readonly string[]) =>
    `存在しない商品が含まれています: ${keys.join('、')}`,
  relationSelf: 'この商品自身は選べません。',
  base: '編集を始めたときの内容（base）の形式が正しくありません。',
  staleImages:
    '他のスタッフが先に商品画像を変更したため、保存できませんでした。最新の画像を表示しています。確かめてからもう一度保存してください。',
  staleSizeTable:
    '他のスタッフが先にサイズ表を保存したため、保存できませんでした。入力した内容はそのままです。相手の内容を確かめてからもう一度保存してください。',
  staleRelations:
    '他のスタッフが先に関連商品を保存したため、保存できませんでした。選んだ内容はそのままです。相手の内容を確かめてからもう一度保存してください。',
} as const;

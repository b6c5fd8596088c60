/**
 * The catalogue copy the islands of every list and product page show: prices, stock, variants,
 * the gallery and paging. The rest (search, filters, product details, set orders, the age gate)
 * is in `catalog.messages`, which re-exports this, so a product page does not carry the list's
 * search copy, nor a list page the product page's.
 */
export const CATALOG_CORE_MESSAGES = {
  taxIncluded: '（税込）',
  soldOut: '在庫切れ',
  pagination: 'ページ送り',
  prev: '前へ',
  next: '次へ',
  pageLabel: (page: number) => `${page}ページ目`,
  variant: 'サイズ・種類',
  stock: '在庫',
  priceNow: '販売価格',
  unavailable: 'この商品は現在お取り扱いしておりません。',
  selectVariant: 'サイズ・種類を選択してください。',
  ageRestricted: 'この商品は20歳以上の方のみご購入いただけます。',
  stockPerVariant: '在庫状況',
  gallery: '商品画像',
  showImage: (n: number, total: number) => `画像${n}（全${total}枚）を表示`,
  stopSelling: 'ただいま販売を一時停止しております。再開までしばらくお待ちください。',
  stockNone: '在庫なし',
  stockFew: (count: number) => `残り${count}点`,
  stockAvailable: '在庫あり',
} as const;

/**
 * The product list's search and filter copy, for its islands; `catalog.messages` re-exports it,
 * so product pages, which never search, do not carry it.
 */
export const CATALOG_SEARCH_MESSAGES = {
  products: '商品一覧',
  total: (total: number) => `全${total}点`,
  /** A keyword search that matched more than the server counts (`x-total-capped`). */
  totalAtLeast: (total: number) => `${total.toLocaleString('ja-JP')}件以上`,
  /** What another keyword finds, counted exactly (the no-result page's links). */
  count: (total: number) => `${total.toLocaleString('ja-JP')}件`,
  maker: 'メーカー',
  brand: 'ブランド',
  search: '商品を探す',
  keyword: 'キーワード',
  keywordHint: 'スペース区切りで複数のキーワードを検索できます',
  category: 'カテゴリ',
  tag: 'タグ',
  priceRange: '価格帯（税込）',
  priceMin: '下限',
  priceMax: '上限',
  yen: '円',
  sort: '並び替え',
  sorts: {
    new: '新着順',
    price_asc: '価格の安い順',
    price_desc: '価格の高い順',
    popular: '人気順',
    /** The default with a keyword: the server ranks what matches best first. */
    relevance: '関連度順',
  },
  all: 'すべて',
  allIn: (name: string) => `${name}すべて`,
  submitSearch: '検索する',
  clear: '条件をクリア',
  byBrand: 'ブランドから探す',
  byCategory: 'カテゴリから探す',
  close: '閉じる',
  filter: '絞り込み',
  filterTitle: '絞り込み条件',
  applyFilters: 'この条件で検索',
  counting: '件数を数えています…',
  noResults: '条件に合う商品は見つかりませんでした。条件を変えてお試しください。',
  listFailed: '商品を読み込めませんでした。時間をおいて再度お試しください。',
  chosen: '選択中',
  removeFilter: (label: string) => `${label}の条件を外す`,
} as const;

/** Copy of the header's search box with suggestions, and of a search that found nothing. */
export const SUGGESTIONS_MESSAGES = {
  /** The search landmark of the header. */
  region: 'サイト内検索',
  label: '商品を検索',
  placeholder: '商品名・ブランド・品番で検索',
  submit: '検索',
  list: '検索候補',
  groups: { product: '商品', category: 'カテゴリ', brand: 'ブランド' },
  /** What a screen reader hears when suggestions arrive. */
  count: (n: number) => (n ? `候補が${n}件あります。上下の矢印キーで選べます。` : ''),
  /** What a screen reader hears before each kind of option. */
  kindOf: { product: '商品', category: 'カテゴリで絞り込む', brand: 'ブランドで絞り込む' },
} as const;

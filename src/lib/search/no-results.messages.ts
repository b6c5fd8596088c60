/** Copy of the product list when a keyword finds nothing. */
export const NO_RESULTS_MESSAGES = {
  title: (keyword: string) => `「${keyword}」に一致する商品は見つかりませんでした`,
  hint: '言葉を減らす、ひらがな・カタカナを変える、別の言葉で探すと見つかることがあります。',
  fewerWords: '言葉を減らして探す',
  didYouMean: 'もしかして',
  /** A keyword link with what it finds (`keywordCountLabel`: 「12件」, or 「1,000件以上」 when capped). */
  withCount: (keyword: string, count: string) => `「${keyword}」（${count}）`,
  popular: '人気の商品',
  browseAll: 'すべての商品を見る',
  loading: 'ほかの探し方を調べています…',
} as const;

/** Japanese copy of the layouts. */
export const LAYOUT_MESSAGES = {
  skipToContent: '本文へスキップ',
  mainNav: 'メインメニュー',
  footerNav: 'ショップ情報',
  products: '商品一覧',
  guide: 'ご利用ガイド',
  law: '特定商取引法に基づく表記',
  privacy: 'プライバシーポリシー',
  faq: 'よくあるご質問',
  news: 'ニュース',
  blog: 'ブログ',
  catalogOrder: 'カタログ請求',
  sitemap: 'サイトマップ',
  sample: 'サンプル表示',
  sampleNote: 'このページはサンプルです。実際の内容とは異なる場合があります。',
} as const;

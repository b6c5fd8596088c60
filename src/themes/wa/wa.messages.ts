/** Japanese copy of the wa theme (labels shared with other themes come from their own catalogues). */
export const WA_MESSAGES = {
  tagline: '暮らしに寄り添う、日本の品々',
  heroLead: '季節のしつらえ',
  heroCta: '品々を見る',
  footerNote: '確かな品を、丁寧にお届けします。',
  details: '商品の詳細',
} as const;

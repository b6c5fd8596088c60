/** Japanese copy of the school shop's customer set. */
export const SCHOOL_SET_MESSAGES = {
  badgeLabel: 'ご登録の学校',
  setOrders: '制服セットのご注文',
  setOrdersLead: '学校指定の制服をセットでまとめてご注文いただけます。',
  allItems: 'すべての商品を見る',
  schoolItems: (name: string) => `${name}の商品`,
} as const;

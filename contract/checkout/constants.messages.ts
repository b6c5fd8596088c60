/** Japanese names of the checkout constants: delivery types, time slots and the shop's bank account. */
export const CONSTANT_MESSAGES = {
  deliveries: { 1: '大川渡し', 2: '店舗直送', 3: 'お客様直送' } as Record<number, string>,
  timeSlots: {
    am: '午前中',
    '14-16': '14時〜16時',
    '16-18': '16時〜18時',
    '18-20': '18時〜20時',
    '19-21': '19時〜21時',
  },
  bankAccount: {
    bank: '大川信用金庫',
    branch: '本店営業部',
    type: '普通',
    holder: 'カ）オオカワヤ',
  },
  wrappings: { none: 'なし', wrap: '包装' },
  noshi: {
    none: 'なし',
    oiwai: '御祝',
    uchiiwai: '内祝',
    orei: '御礼',
    ochugen: '御中元',
    oseibo: '御歳暮',
    onenga: '御年賀',
    sohin: '粗品',
  },
} as const;

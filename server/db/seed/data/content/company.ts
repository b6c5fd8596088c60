/** The (fictional) company that runs the shop; quoted by the legal pages and messages. */
export const COMPANY = {
  name: '株式会社大川屋',
  representative: '大川 和彦',
  manager: '大川 真理子',
  postalCode: '〒135-0099',
  address: '東京都江東区大川一丁目2番3号 大川屋ビル',
  phone: '03-0000-1234',
  hours: '平日 10:00〜17:00（土日祝・年末年始を除く）',
  email: 'support@example.jp',
  url: 'https://shop.example.jp/',
  liquorLicence: '通信販売酒類小売業免許（江東税務署 第0000号）',
  liquorManager: '大川 真理子',
} as const;

import type { SeedChannel } from './types.ts';

const SETTINGS = {
  'SITE.BREAKPOINT.SCREEN-SM': 640,
  'SITE.BREAKPOINT.SCREEN-MD': 1024,
  'ORDER.SHIPPING.IS_ALLOW_MULTIPLE': true,
  'PLUGIN.TEMPORARY_STOP_SELLING.IS_USE': false,
  'PLUGIN.TEMPORARY_STOP_SELLING.IS_SELLING': true,
  /** 適格請求書発行事業者登録番号, printed on receipts. */
  'INVOICE.REGISTRATION_NUMBER': 'T1234567890123',
};

/** The four channels: the general shop, the school shop, the benefit shop and a closed one. */
export const CHANNELS: SeedChannel[] = [
  {
    id: 'default',
    name: '大川屋オンラインショップ',
    is_invalid: false,
    theme: 'standard',
    customer: null,
    site_name: '大川屋オンラインショップ',
    description:
      '制服・学用品から毎日の服、贈り物、おいしいものまで。東京・大川の老舗、大川屋のオンラインショップです。',
    is_no_member_use: true,
    is_first_login_email_verify: false,
    settings: { ...SETTINGS },
  },
  {
    id: 'school',
    name: '大川屋 スクールショップ',
    is_invalid: false,
    theme: 'standard',
    customer: 'school',
    site_name: '大川屋 スクールショップ',
    description: '指定制服・体操服・通学用品のご注文はこちら。採寸のご相談、ネーム刺繍も承ります。',
    is_no_member_use: true,
    is_first_login_email_verify: false,
    settings: { ...SETTINGS },
  },
  {
    id: 'benefit',
    name: '大川屋 株主優待ご注文サイト',
    is_invalid: false,
    theme: 'standard',
    customer: 'benefit',
    site_name: '大川屋 株主優待ご注文サイト',
    description:
      '株主優待のお品をお選びいただけます。お手元の優待券に記載の番号でログインしてください。',
    is_no_member_use: false,
    is_first_login_email_verify: false,
    settings: { ...SETTINGS },
  },
  {
    id: 'closed',
    name: '大川屋 2025年 歳末セール特設サイト',
    is_invalid: true,
    theme: 'standard',
    customer: null,
    site_name: '大川屋 2025年 歳末セール特設サイト',
    description: 'このサイトの受付は終了しました。',
    is_no_member_use: true,
    is_first_login_email_verify: false,
    settings: { ...SETTINGS },
  },
];

import { COMPANY } from './content/company.ts';
import type { SeedChannel } from './types.ts';

const SETTINGS = {
  'SITE.BREAKPOINT.SCREEN-SM': 640,
  'SITE.BREAKPOINT.SCREEN-MD': 1024,
  'ORDER.SHIPPING.IS_ALLOW_MULTIPLE': true,
  'PLUGIN.TEMPORARY_STOP_SELLING.IS_USE': false,
  'PLUGIN.TEMPORARY_STOP_SELLING.IS_SELLING': true,
  /** 適格請求書発行事業者登録番号, printed on receipts. */
  'INVOICE.REGISTRATION_NUMBER': 'T1234567890123',
  /** The shop's address and telephone, printed on delivery slips (納品書). */
  'SHOP.ADDRESS': `${COMPANY.postalCode} ${COMPANY.address}`,
  'SHOP.PHONE': COMPANY.phone,
};

/** The host names each channel answers on (channel setting `SITE.HOSTS`, see server/static/channel-sites.ts). */
const hosts = (names: string) => ({ 'SITE.HOSTS': names });

/**
 * The channels: the general shop, the school shop, the benefit shop, a closed one, and `wa` and
 * `simple`, the general shop's catalogue in the `wa` theme and in the plain fallback theme
 * (server/db/seed/channel-sites.ts shares its products).
 */
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
    settings: { ...SETTINGS, ...hosts('localhost,127.0.0.1') },
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
    settings: { ...SETTINGS, ...hosts('school.localhost') },
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
    settings: { ...SETTINGS, ...hosts('benefit.localhost') },
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
    settings: { ...SETTINGS, ...hosts('closed.localhost') },
  },
  {
    id: 'wa',
    name: '大川屋 和の暮らし',
    is_invalid: false,
    theme: 'wa',
    customer: null,
    site_name: '大川屋 和の暮らし',
    description: '大川屋の品ぞろえを、和の装いでご覧いただけるお店です。贈り物や季節の品もどうぞ。',
    is_no_member_use: true,
    is_first_login_email_verify: false,
    settings: { ...SETTINGS, ...hosts('wa.localhost') },
  },
  {
    id: 'simple',
    name: '大川屋 シンプルストア',
    is_invalid: false,
    theme: 'simple',
    customer: null,
    site_name: '大川屋 シンプルストア',
    description: '大川屋の品ぞろえを、飾りの少ない見やすい画面でご覧いただけるお店です。',
    is_no_member_use: true,
    // A member registered here is not a registered member until the mailed link is opened.
    is_first_login_email_verify: true,
    settings: { ...SETTINGS, ...hosts('simple.localhost') },
  },
];

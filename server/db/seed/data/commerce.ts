import type {
  SeedBanner,
  SeedCarriage,
  SeedCoupon,
  SeedDelivery,
  SeedInfoMessage,
  SeedLandingPage,
  SeedPayment,
} from './types.ts';

/** Coupons; dates are wide so the demo keeps working for years. */
export const COUPONS: SeedCoupon[] = [
  {
    code: 'WELCOME500',
    name: 'はじめてのお買い物 500円引きクーポン',
    discount_amount: 500,
    min_amount: 3000,
    starts_at: '2026-01-01T00:00:00+09:00',
    ends_at: '2030-12-31T23:59:59+09:00',
    is_lp_only: false,
    is_first_purchase_only: true,
    usage_limit_per_customer: 1,
  },
  {
    code: 'THANKS500',
    name: '会員さま感謝 500円引きクーポン',
    discount_amount: 500,
    min_amount: 3000,
    starts_at: '2026-01-01T00:00:00+09:00',
    ends_at: '2030-12-31T23:59:59+09:00',
    is_lp_only: false,
    usage_limit: 10000,
  },
  {
    code: 'SPRING1000',
    name: '春の新生活セール 1,000円引きクーポン',
    discount_amount: 1000,
    min_amount: 8000,
    starts_at: '2026-03-01T00:00:00+09:00',
    ends_at: '2030-12-31T23:59:59+09:00',
    is_lp_only: true,
  },
  {
    code: 'SCHOOL300',
    name: 'スクールショップ 300円引きクーポン',
    discount_amount: 300,
    min_amount: 5000,
    starts_at: '2026-01-15T00:00:00+09:00',
    ends_at: '2030-12-31T23:59:59+09:00',
    is_lp_only: false,
  },
];

const li = (items: string[]) => `<ul>${items.map((t) => `<li>${t}</li>`).join('')}</ul>`;

/** The spring sale landing page, where a member takes the SPRING1000 coupon. */
export const LANDING_PAGES: SeedLandingPage[] = [
  {
    slug: 'spring-sale',
    title: '春の新生活セール',
    is_show_header: true,
    is_show_footer: true,
    coupons: ['SPRING1000'],
    redirect_to: '/product/',
    body_html:
      '<p>新しい季節の始まりを、大川屋が応援します。会員の方は下のボタンから、8,000円以上のお買い物で使える1,000円引きクーポンを受け取れます。</p>' +
      li([
        '制服・通学用品：新入学の準備に',
        'シャツ・ニット：新生活の通勤着に',
        '器・タオル：新居へのお祝いに',
      ]) +
      '<p>クーポンはお一人様1回限り。ほかのクーポンとの併用はできません。</p>',
  },
];

/** Payment methods (ids are fixed; tests and forms refer to them). */
export const PAYMENTS: SeedPayment[] = [
  {
    id: 1,
    code: 'bank_transfer',
    name: '事前銀行振込',
    fee: 0,
    kind: 'bank',
    is_business_only: false,
    limit: null,
    sort: 2,
    description:
      'ご注文後にお送りするメールに記載の口座へ、7日以内にお振り込みください。ご入金を確認してから発送いたします。振込手数料はお客様のご負担となります。',
  },
  {
    id: 2,
    code: 'invoice',
    name: '掛け払い',
    fee: 0,
    kind: 'invoice',
    is_business_only: true,
    limit: 500000,
    sort: 4,
    description:
      '法人会員さま向けのお支払い方法です。月末締めで請求書をお送りし、翌月末までにお振り込みいただきます。ご利用枠の範囲内でご利用いただけます。',
  },
  {
    id: 3,
    code: 'deferred',
    name: '後払い決済サービス',
    fee: 250,
    kind: 'deferred',
    is_business_only: false,
    limit: 55000,
    sort: 3,
    description:
      '商品到着後に届く請求書で、コンビニ・銀行・郵便局からお支払いください。手数料250円、ご利用上限は55,000円（税込）です。',
  },
  {
    id: 4,
    code: 'credit_card',
    name: 'クレジットカード',
    fee: 0,
    kind: 'card',
    is_business_only: false,
    limit: null,
    sort: 1,
    description:
      'VISA・Mastercard・JCB・American Express・Diners Clubがご利用いただけます。お支払いは一括払いのみです。',
  },
];

/** Delivery methods. */
export const DELIVERIES: SeedDelivery[] = [
  { id: 1, name: '大川渡し' },
  { id: 2, name: '店舗直送' },
  { id: 3, name: 'お客様直送' },
];

/** Banners of the top page. */
export const BANNERS: SeedBanner[] = [
  {
    area: 'main',
    title: '春の新生活セール 会員限定1,000円引きクーポン',
    link: '/lp/spring-sale/',
    hue: 340,
    is_show: 1,
    sort: 1,
  },
  {
    area: 'main',
    title: '2026年度 新入学制服 ご注文受付中',
    link: '/product/?category=school',
    hue: 225,
    is_show: 1,
    sort: 2,
  },
  {
    area: 'main',
    title: '白シャツで始める春のコーディネート',
    link: '/blog/spring-coordinate/',
    hue: 45,
    is_show: 1,
    sort: 3,
  },
  {
    area: 'topics',
    title: 'お歳暮ギフト 受付開始',
    link: '/product/?category=gifts',
    hue: 10,
    is_show: 1,
    sort: 1,
  },
  {
    area: 'topics',
    title: '手焼きせんべいができるまで',
    link: '/blog/senbei-story/',
    hue: 25,
    is_show: 1,
    sort: 2,
  },
  {
    area: 'topics',
    title: 'スタッフのコーディネート',
    link: '/stylist/',
    hue: 160,
    is_show: 1,
    sort: 3,
  },
  {
    area: 'topics',
    title: '新春福袋 予約受付（受付終了）',
    link: '/product/sold-out/',
    hue: 0,
    is_show: 0,
    sort: 4,
  },
];

const at = '2026-04-01T10:00:00+09:00';

/** Information messages keyed by page. */
export const INFO_MESSAGES: SeedInfoMessage[] = [
  {
    code: 'caution',
    body: '年末年始（12月29日〜1月3日）は発送業務をお休みいたします。12月28日正午までのご注文は年内に発送いたします。',
    updated_at: '2026-11-20T10:00:00+09:00',
  },
  {
    code: 'cart-index',
    body: '5,500円（税込）以上のお買い上げで送料無料です。ギフト包装・のしをご希望の方は、「ギフト包装・のし」を一緒にカートに入れてください。',
    updated_at: at,
  },
  {
    code: 'cart-payment',
    body: '後払い決済サービスのご利用上限は55,000円（税込）です。掛け払いは法人会員さまのみご利用いただけます。',
    updated_at: at,
  },
  {
    code: 'cart-confirm',
    body: 'ご注文内容をご確認のうえ、「注文を確定する」を押してください。確定後の変更はお問い合わせフォームから承ります。',
    updated_at: at,
  },
  {
    code: 'cart-complete',
    body: 'ご注文ありがとうございました。ご登録のメールアドレスに注文確認メールをお送りしました。届かない場合はお問い合わせください。',
    updated_at: at,
  },
  {
    code: 'contact-complete',
    body: 'お問い合わせありがとうございました。2営業日以内に担当者よりご連絡いたします。',
    updated_at: at,
  },
  {
    code: 'reminder',
    body: 'ご登録のメールアドレスを入力してください。パスワード再設定用のメールをお送りします。',
    updated_at: at,
  },
  {
    code: 'reminder-complete',
    body: 'パスワード再設定用のメールをお送りしました。メールに記載のURLは24時間有効です。',
    updated_at: at,
  },
  {
    code: 'mypage-leave',
    body: '退会すると、保有ポイントとお届け先・注文履歴の情報はすべて失われ、元に戻すことはできません。',
    updated_at: at,
  },
  {
    code: 'mypage-point',
    body: 'ポイントはお買い上げ金額（税抜）100円につき1ポイント貯まり、1ポイント1円としてご利用いただけます。有効期限は最終ご利用日から1年間です。',
    updated_at: at,
  },
  {
    code: 'mypage-memorial',
    body: '記念日を登録すると、記念日の7日前にギフトのご案内をお送りします。',
    updated_at: at,
  },
];

/** Shipping fees in yen (tax included); free at or above the threshold. */
export const CARRIAGE: SeedCarriage = {
  free_threshold: 5500,
  default_fee: 660,
  per_prefecture: { 北海道: 1320, 沖縄県: 1650 },
};

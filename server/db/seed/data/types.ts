/** Types of the demo seed data: the contract between the data modules and the seeder. */
export type SeedChannel = {
  id: string;
  name: string;
  is_invalid: boolean;
  theme: string;
  customer: string | null;
  site_name: string;
  description: string;
  is_no_member_use: boolean;
  is_first_login_email_verify: boolean;
  settings: Record<string, string | number | boolean>;
};
export type SeedCategory = { key: string; name: string; parent: string | null; sort: number };
export type SeedMaker = {
  key: string;
  name: string;
  kana: string;
  description: string;
  sort: number;
};
export type SeedBrand = {
  key: string;
  name: string;
  kana: string;
  maker: string;
  description: string;
  sort: number;
};
export type SeedVariant = { code: string; name: string; stock: number; sort: number };
export type SeedProduct = {
  key: string;
  code: string;
  name: string;
  summary: string;
  detail_html: string;
  price: number /* tax-excluded yen */;
  before_price: number | null;
  tax_rate: 10 | 8;
  category: string /* a child category key */;
  maker: string;
  brand: string;
  tags: string[];
  is_age_restricted: boolean;
  is_show: boolean;
  published_at: string /* ISO */;
  popularity: number;
  channels: string[] /* channel ids that sell it */;
  variants: SeedVariant[];
  size_table: string[][] | null;
  image: { hue: number; motif: string; count: number } /* drawn by the SVG renderer */;
  related: string[];
  recommended: string[];
  accessories: string[];
};
export type SeedReview = {
  product: string;
  member: string | null /* email */;
  nickname: string;
  rating: 1 | 2 | 3 | 4 | 5;
  title: string;
  body: string;
  created_at: string;
};
export type SeedQuestion = {
  product: string;
  question: string;
  answer: string | null;
  asked_at: string;
};
export type SeedStylist = {
  key: string;
  name: string;
  kana: string;
  profile: string;
  height_cm: number;
  coordinates: { key: string; title: string; description: string; products: string[] }[];
};
export type SeedAddress = {
  is_default: boolean;
  is_sender_default: boolean;
  division_ct: 1 | 2;
  name: string /* label, e.g. 自宅 */;
  last_name: string;
  first_name: string;
  last_name_kana: string;
  first_name_kana: string;
  postal_code: string /* 7 digits */;
  prefecture: string;
  city: string;
  address1: string;
  address2: string;
  phone_number: string;
};
export type SeedOrderLine = { product: string; variant_code: string; quantity: number };
export type SeedOrder = {
  order_no: string;
  ordered_at: string;
  status: 'new' | 'shipped' | 'delivered' | 'cancelled';
  payment_id: number;
  delivery_id: number;
  lines: SeedOrderLine[];
  is_cancellable: boolean;
  /** Points the member used on the order (a discount, tax included). */
  points_used?: number;
};
/** What a guest typed at checkout as the orderer (also where the order went): an address's person and place. */
export type SeedOrderer = Omit<
  SeedAddress,
  'is_default' | 'is_sender_default' | 'division_ct' | 'name' | 'points_used'
>;
/** An order placed without a member account, on one of the shop's channels. */
export type SeedGuestOrder = SeedOrder & {
  channel: string;
  email: string;
  orderer: SeedOrderer;
  /** When the shop received a bank transfer (a card pays at ordering). */
  paid_at: string | null;
  /** How a shipped or delivered order left: the carrier and its tracking number. */
  dispatch: { carrier: 'yamato' | 'sagawa' | 'japanpost'; tracking_no: string } | null;
  /** When and why the shop cancelled a cancelled order (as the back office's cancel records it). */
  cancellation: { at: string; reason: string } | null;
};
export type SeedMember = {
  email: string;
  username: string;
  password: string;
  last_name: string;
  first_name: string;
  last_name_kana: string;
  first_name_kana: string;
  phone_number: string;
  gender: 1 | 2 | 3 | 4;
  birthday: string | null;
  is_receive_newsletter: boolean;
  is_login_code: boolean;
  /** Approved by the shop as a business customer (掛け払い); needs `credit_limit`. */
  is_business: boolean;
  company_name: string | null;
  department_or_position: string | null;
  credit_limit: number | null;
  points: number;
  addresses: SeedAddress[];
  cards: {
    brand: string;
    last4: string;
    expiration: string /* YYYYMM */;
    name: string;
    is_main: boolean;
  }[];
  orders: SeedOrder[];
  favourites: { key: string; name: string; products: string[] }[];
  memorials: { name: string; target_user_name: string; month: number; date: number }[];
  measurements: { purpose: string; measured_at: string; values: Record<string, number> }[];
  /** When the password was last set (ISO); omitted: when the data is loaded. */
  password_changed_at?: string;
};
export type SeedBlog = {
  key: string;
  title: string;
  summary: string;
  body_html: string;
  published_at: string;
  tags: string[];
  hue: number;
};
export type SeedNews = {
  key: string;
  title: string;
  category: string;
  body_html: string;
  published_at: string;
};
export type SeedFaqCategory = {
  key: string;
  name: string;
  items: { question: string; answer_html: string }[];
};
export type SeedStaticPage = { url: string /* '/guide/' */; title: string; body_html: string };
export type SeedCoupon = {
  code: string;
  name: string;
  discount_amount: number;
  min_amount: number;
  starts_at: string;
  ends_at: string;
  is_lp_only: boolean;
  /** Only for a customer's first order. */
  is_first_purchase_only?: boolean;
  /** Orders that may use it in all (unset: no cap). */
  usage_limit?: number;
  /** Orders one customer may use it on (unset: no cap). */
  usage_limit_per_customer?: number;
};
export type SeedLandingPage = {
  slug: string;
  title: string;
  body_html: string;
  is_show_header: boolean;
  is_show_footer: boolean;
  coupons: string[] /* codes */;
  redirect_to: string;
};
export type SeedPayment = {
  id: number;
  code: string;
  name: string;
  fee: number;
  description: string;
  kind: 'bank' | 'invoice' | 'deferred' | 'card';
  is_business_only: boolean;
  limit: number | null;
  sort: number;
};
export type SeedDelivery = { id: number; name: string };
export type SeedBanner = {
  area: 'main' | 'topics';
  title: string;
  link: string;
  hue: number;
  is_show: 0 | 1;
  sort: number;
};
export type SeedInfoMessage = { code: string; body: string; updated_at: string };
export type SeedCarriage = {
  free_threshold: number;
  default_fee: number;
  per_prefecture: Record<string, number>;
};

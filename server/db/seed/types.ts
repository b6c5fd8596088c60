import type {
  SeedBanner,
  SeedBlog,
  SeedBrand,
  SeedCarriage,
  SeedCategory,
  SeedChannel,
  SeedCoupon,
  SeedDelivery,
  SeedFaqCategory,
  SeedGuestOrder,
  SeedInfoMessage,
  SeedLandingPage,
  SeedMaker,
  SeedMember,
  SeedNews,
  SeedPayment,
  SeedProduct,
  SeedQuestion,
  SeedReview,
  SeedStaticPage,
  SeedStylist,
} from './data/types';

/** The whole demo data set the seeder inserts (shape of `seedData`). */
export type SeedData = {
  channels: SeedChannel[];
  categories: SeedCategory[];
  makers: SeedMaker[];
  brands: SeedBrand[];
  products: SeedProduct[];
  reviews: SeedReview[];
  questions: SeedQuestion[];
  stylists: SeedStylist[];
  members: SeedMember[];
  /** Orders placed without an account (the members' own orders sit on each member). */
  guestOrders: SeedGuestOrder[];
  blogs: SeedBlog[];
  news: SeedNews[];
  faq: SeedFaqCategory[];
  staticPages: SeedStaticPage[];
  coupons: SeedCoupon[];
  landingPages: SeedLandingPage[];
  payments: SeedPayment[];
  deliveries: SeedDelivery[];
  banners: SeedBanner[];
  infoMessages: SeedInfoMessage[];
  carriage: SeedCarriage;
};

/** Key-to-id lookups built while seeding, so later rows can reference earlier ones. */
export type SeedRefs = {
  categories: Map<string, number>;
  makers: Map<string, number>;
  brands: Map<string, number>;
  products: Map<string, { id: number; price: number; taxRate: number; name: string }>;
  variants: Map<string, { id: number; name: string }>;
  users: Map<string, number>;
};

/** Looks a key up and fails loudly when the seed data references something missing. */
export function ref<T>(map: Map<string, T>, key: string, what: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed: unknown ${what} "${key}"`);
  return value;
}

/** Key of a variant in `SeedRefs.variants`. */
export const variantRef = (productKey: string, code: string) => `${productKey}/${code}`;

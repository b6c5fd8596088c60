import type { SeedData } from '../types.ts';
import { CHANNELS } from './channels.ts';
import {
  BANNERS,
  CARRIAGE,
  COUPONS,
  DELIVERIES,
  INFO_MESSAGES,
  LANDING_PAGES,
  PAYMENTS,
} from './commerce.ts';
import { BLOGS } from './content/blogs.ts';
import { FAQ } from './content/faq.ts';
import { NEWS } from './content/news.ts';
import { STATIC_PAGES } from './content/pages.ts';
import { GUEST_ORDERS } from './guest-orders.ts';
import { MEMBERS } from './members.ts';
import { PRODUCTS } from './products/index.ts';
import { QUESTIONS, REVIEWS } from './reviews.ts';
import { STYLISTS } from './stylists.ts';
import { BRANDS, CATEGORIES, MAKERS } from './taxonomy.ts';

/** The whole demo shop the seeder inserts into an empty database. */
export const seedData: SeedData = {
  channels: CHANNELS,
  categories: CATEGORIES,
  makers: MAKERS,
  brands: BRANDS,
  products: PRODUCTS,
  reviews: REVIEWS,
  questions: QUESTIONS,
  stylists: STYLISTS,
  members: MEMBERS,
  guestOrders: GUEST_ORDERS,
  blogs: BLOGS,
  news: NEWS,
  faq: FAQ,
  staticPages: STATIC_PAGES,
  coupons: COUPONS,
  landingPages: LANDING_PAGES,
  payments: PAYMENTS,
  deliveries: DELIVERIES,
  banners: BANNERS,
  infoMessages: INFO_MESSAGES,
  carriage: CARRIAGE,
};

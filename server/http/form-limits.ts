import type { GuardedForm } from './bot-guard';
import type { FormLimit } from './rate-limit';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/**
 * How often one client (a member, else an IP) may use each form that writes for a guest, publishes
 * text or sends mail. Generous for a shopper, small for a script.
 */
export const FORM_LIMITS = {
  catalogOrder: { name: 'catalog-order', limit: 10, windowMs: HOUR },
  productRequest: { name: 'product-request', limit: 20, windowMs: HOUR },
  review: { name: 'review', limit: 10, windowMs: HOUR },
  question: { name: 'question', limit: 10, windowMs: HOUR },
  couponCode: { name: 'coupon-code', limit: 30, windowMs: 10 * MINUTE },
  productHistory: { name: 'product-history', limit: 300, windowMs: 10 * MINUTE },
  searchHistory: { name: 'search-history', limit: 300, windowMs: 10 * MINUTE },
  ecommerceEvent: { name: 'ecommerce-event', limit: 300, windowMs: 10 * MINUTE },
  inquiry: { name: 'inquiry', limit: 10, windowMs: HOUR },
  inquiryReply: { name: 'inquiry-reply', limit: 30, windowMs: HOUR },
  /** Guest inquiries naming one inbox (however spelt), whoever sends them: each mails it. */
  inquiryRecipient: { name: 'inquiry-recipient', limit: 5, windowMs: HOUR },
  upload: { name: 'upload', limit: 30, windowMs: HOUR },
  socialGift: { name: 'social-gift', limit: 120, windowMs: 10 * MINUTE },
  socialGiftAccept: { name: 'social-gift-accept', limit: 20, windowMs: HOUR },
} as const satisfies Record<string, FormLimit>;

/**
 * Forms under bot defence (spec §9): each counts per account (the member, else the e-mail the
 * guest typed) and per IP, in the same window; the per-IP allowance covers a family or an office
 * behind one address. `action` names the form to the optional reCAPTCHA v3 challenge.
 */
export const BOT_FORMS = {
  register: {
    name: 'register',
    // Every attempt counts, refused ones included, so leave room for a shopper's typos (a wrong
    // 学校コード or postal code) before the account's hour is used up.
    perAccount: 10,
    perIp: 60,
    windowMs: HOUR,
    action: 'register',
    accountField: 'email',
  },
  reminder: {
    name: 'reminder',
    perAccount: 5,
    perIp: 60,
    windowMs: HOUR,
    action: 'reminder',
    accountField: 'email',
  },
  inquiry: {
    name: 'inquiry',
    perAccount: 10,
    perIp: 60,
    windowMs: HOUR,
    action: 'contact',
    accountField: 'email',
  },
  catalogOrder: {
    name: 'catalog-order',
    perAccount: 10,
    perIp: 60,
    windowMs: HOUR,
    action: 'catalog_order',
    accountField: 'email',
  },
  review: { name: 'review', perAccount: 10, perIp: 60, windowMs: HOUR, action: 'review' },
  question: { name: 'question', perAccount: 10, perIp: 60, windowMs: HOUR, action: 'question' },
  productRequest: {
    name: 'product-request',
    perAccount: 20,
    perIp: 120,
    windowMs: HOUR,
    action: 'product_request',
    accountField: 'email',
  },
} as const satisfies Record<string, GuardedForm>;

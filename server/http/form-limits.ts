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
  inquiry: { name: 'inquiry', limit: 10, windowMs: HOUR },
  inquiryReply: { name: 'inquiry-reply', limit: 30, windowMs: HOUR },
  upload: { name: 'upload', limit: 30, windowMs: HOUR },
  socialGift: { name: 'social-gift', limit: 120, windowMs: 10 * MINUTE },
  socialGiftAccept: { name: 'social-gift-accept', limit: 20, windowMs: HOUR },
} as const satisfies Record<string, FormLimit>;

import type { Tx } from '../client';
import {
  carriageSettings,
  channels,
  coupons,
  deliveries,
  landingPageCoupons,
  landingPages,
  payments,
} from '../schema/index';
import { insertMany } from './batch';
import { ref, type SeedData } from './types';

/** Inserts the channels with their site settings. */
export async function seedChannels(tx: Tx, data: SeedData): Promise<void> {
  await insertMany(
    tx,
    channels,
    data.channels.map((c) => ({
      id: c.id,
      name: c.name,
      isInvalid: c.is_invalid,
      theme: c.theme,
      customer: c.customer,
      siteName: c.site_name,
      description: c.description,
      isNoMemberUse: c.is_no_member_use,
      isFirstLoginEmailVerify: c.is_first_login_email_verify,
      settings: c.settings,
    })),
  );
}

/** Inserts payments, deliveries, carriage rules, coupons and landing pages. */
export async function seedCommerce(tx: Tx, data: SeedData): Promise<void> {
  await insertMany(
    tx,
    payments,
    data.payments.map(({ is_business_only, limit, ...p }) => ({
      ...p,
      isBusinessOnly: is_business_only,
      limitAmount: limit,
    })),
  );
  await insertMany(tx, deliveries, data.deliveries);
  await tx.insert(carriageSettings).values({
    id: 1,
    freeThreshold: data.carriage.free_threshold,
    defaultFee: data.carriage.default_fee,
    perPrefecture: data.carriage.per_prefecture,
  });
  const couponRows = await insertMany(
    tx,
    coupons,
    data.coupons.map((c) => ({
      code: c.code,
      name: c.name,
      discountAmount: c.discount_amount,
      minAmount: c.min_amount,
      isFirstPurchaseOnly: c.is_first_purchase_only ?? false,
      usageLimit: c.usage_limit ?? null,
      usageLimitPerCustomer: c.usage_limit_per_customer ?? null,
      startsAt: new Date(c.starts_at),
      endsAt: new Date(c.ends_at),
      isLpOnly: c.is_lp_only,
    })),
  );
  const couponIds = new Map(couponRows.map((c) => [c.code, c.id]));
  for (const lp of data.landingPages) {
    const [page] = await tx
      .insert(landingPages)
      .values({
        slug: lp.slug,
        title: lp.title,
        bodyHtml: lp.body_html,
        isShowHeader: lp.is_show_header,
        isShowFooter: lp.is_show_footer,
        redirectTo: lp.redirect_to,
      })
      .returning({ id: landingPages.id });
    if (!page) throw new Error('seed: landing page insert returned nothing');
    await insertMany(
      tx,
      landingPageCoupons,
      lp.coupons.map((code, sort) => ({
        landingPageId: page.id,
        couponId: ref(couponIds, code, 'coupon'),
        sort,
      })),
    );
  }
}

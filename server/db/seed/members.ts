import { type CarriageRule, documentTotals, orderTotals } from '../../contexts/commerce/api';
import { randomToken } from '../../services/tokens';
import type { Tx } from '../client';
import {
  orderLines,
  orders,
  userAddresses,
  userCards,
  userListProducts,
  userLists,
  userMeasurements,
  userMemorials,
  users,
} from '../schema/index';
import { insertMany } from './batch';
import type { SeedGuestOrder, SeedMember, SeedOrder, SeedOrderLine } from './data/types';

type SeedDispatch = NonNullable<SeedGuestOrder['dispatch']>;

import { ref, type SeedRefs, variantRef } from './types';

function userRow(m: SeedMember, index: number, passwordHash: string) {
  return {
    code: `M${String(index + 1).padStart(6, '0')}`,
    channelId: 'default',
    email: m.email,
    username: m.username,
    passwordHash,
    lastName: m.last_name,
    firstName: m.first_name,
    lastNameKana: m.last_name_kana,
    firstNameKana: m.first_name_kana,
    phoneNumber: m.phone_number,
    gender: m.gender,
    birthday: m.birthday,
    isReceiveNewsletter: m.is_receive_newsletter,
    isLoginCode: m.is_login_code,
    isBusiness: m.is_business,
    companyName: m.company_name,
    departmentOrPosition: m.department_or_position,
    creditLimit: m.credit_limit,
    // The demo data's approval: a seeded business member is approved as it is loaded.
    businessApprovedAt: m.is_business ? new Date() : null,
    pointsBalance: m.points,
    emailVerifiedAt: new Date(),
    ...(m.password_changed_at ? { passwordChangedAt: new Date(m.password_changed_at) } : {}),
  };
}

/** An order's totals as checkout computes them (per-rate tax, carriage by prefecture, points). */
export function orderAmounts(
  lines: { unitPrice: number; taxRate: number; quantity: number }[],
  carriage: CarriageRule,
  prefecture: string | undefined,
  pointsUsed = 0,
) {
  const { rates: _rates, ...totals } = documentTotals(lines, carriage, prefecture);
  if (pointsUsed === 0) return totals;
  const t = orderTotals(lines, carriage, { prefecture, pointDiscount: pointsUsed });
  return {
    totalProduct: t.totalProduct,
    totalTax: t.totalTax,
    totalCarriage: t.totalCarriage,
    totalDiscount: t.totalDiscount,
    totalPayment: t.totalPayment,
    pointsUsed: t.pointDiscount,
  };
}

/** The member's home address as an order stores it (orderer and shipment 1). */
export type SeedShipTo = Record<string, string>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A shipped or delivered order's shipment left the day after ordering, as the back office records
 * a shipment: with the order's own carrier and number, else with Yamato under a 12-digit number
 * made of the order number's digits.
 */
function seedDispatch(o: SeedOrder & { dispatch?: SeedDispatch | null }) {
  if (o.status !== 'shipped' && o.status !== 'delivered') return {};
  return {
    shippedAt: new Date(new Date(o.ordered_at).getTime() + DAY_MS).toISOString(),
    carrier: o.dispatch?.carrier ?? 'yamato',
    trackingNo:
      o.dispatch?.tracking_no ?? o.order_no.replace(/\D/g, '').slice(-12).padStart(12, '0'),
  };
}

/** The shipments column of a seeded order: one shipment to `to`, sent if the order was. */
export function seedShipments(
  o: SeedOrder & { dispatch?: SeedDispatch | null },
  to: SeedShipTo | null,
  carriage: number,
) {
  if (!to) return null;
  // Delivered four days after ordering, as お客様直送 usually is.
  const date = new Date(new Date(o.ordered_at).getTime() + 4 * DAY_MS);
  return [
    {
      key: '1',
      address: to,
      deliveryId: o.delivery_id,
      deliveryDate: date.toISOString().slice(0, 10),
      deliveryTime: null,
      carriage,
      ...seedDispatch(o),
    },
  ];
}

/** An order's lines with the product's name, price and tax rate copied as checkout copies them. */
export function orderLineValues(list: SeedOrderLine[], refs: SeedRefs) {
  return list.map((l) => {
    const product = ref(refs.products, l.product, 'product');
    const variant = ref(refs.variants, variantRef(l.product, l.variant_code), 'variant');
    return {
      productId: product.id,
      variantId: variant.id,
      productName: product.name,
      variantName: variant.name,
      unitPrice: product.price,
      taxRate: product.taxRate,
      quantity: l.quantity,
    };
  });
}

async function seedOrders(
  tx: Tx,
  { userId, email }: { userId: number; email: string },
  list: SeedOrder[],
  refs: SeedRefs,
  carriage: CarriageRule,
  shipTo: SeedShipTo | null,
): Promise<void> {
  const prefecture = shipTo?.prefecture;
  for (const o of list) {
    const lines = orderLineValues(o.lines, refs);
    const orderedAt = new Date(o.ordered_at);
    const amounts = orderAmounts(lines, carriage, prefecture, o.points_used);
    const [order] = await tx
      .insert(orders)
      .values({
        orderNo: o.order_no,
        channelId: 'default',
        userId,
        status: o.status,
        paymentId: o.payment_id,
        deliveryId: o.delivery_id,
        orderedAt,
        isCancellable: o.is_cancellable,
        cancelledAt: o.status === 'cancelled' ? orderedAt : null,
        guestToken: randomToken(),
        ...amounts,
        // The orderer's address is where the shop's mails about the order go, as checkout records it.
        email,
        orderer: shipTo && { ...shipTo, email },
        shippings: seedShipments(o, shipTo, amounts.totalCarriage),
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('seed: order insert returned nothing');
    await insertMany(
      tx,
      orderLines,
      lines.map((l) => ({ ...l, orderId: order.id })),
    );
  }
}

async function seedMemberData(
  tx: Tx,
  userId: number,
  m: SeedMember,
  refs: SeedRefs,
): Promise<void> {
  await insertMany(
    tx,
    userAddresses,
    m.addresses.map((a) => ({
      userId,
      isDefault: a.is_default,
      isSenderDefault: a.is_sender_default,
      divisionCt: a.division_ct,
      name: a.name,
      lastName: a.last_name,
      firstName: a.first_name,
      lastNameKana: a.last_name_kana,
      firstNameKana: a.first_name_kana,
      postalCode: a.postal_code,
      prefecture: a.prefecture,
      city: a.city,
      address1: a.address1,
      address2: a.address2,
      phoneNumber: a.phone_number,
    })),
  );
  await insertMany(
    tx,
    userCards,
    m.cards.map((c) => ({
      userId,
      brand: c.brand,
      last4: c.last4,
      expiration: c.expiration,
      name: c.name,
      isMain: c.is_main,
      providerToken: `sandbox_${randomToken()}`,
    })),
  );
  for (const f of m.favourites) {
    const [list] = await tx
      .insert(userLists)
      .values({ userId, key: f.key, name: f.name })
      .returning();
    if (!list) throw new Error('seed: list insert returned nothing');
    await insertMany(
      tx,
      userListProducts,
      f.products.map((p) => ({ listId: list.id, productId: ref(refs.products, p, 'product').id })),
    );
  }
  await insertMany(
    tx,
    userMemorials,
    m.memorials.map((x) => ({
      userId,
      name: x.name,
      targetUserName: x.target_user_name,
      month: x.month,
      date: x.date,
    })),
  );
  await insertMany(
    tx,
    userMeasurements,
    m.measurements.map((x) => ({
      userId,
      purpose: x.purpose,
      measuredAt: new Date(x.measured_at),
      values: x.values,
    })),
  );
}

/** Inserts members with their addresses, cards, orders, lists, memorials and measurements. */
export async function seedMembers(
  tx: Tx,
  members: SeedMember[],
  hashes: string[],
  refs: SeedRefs,
  carriage: CarriageRule,
): Promise<void> {
  const rows = await insertMany(
    tx,
    users,
    members.map((m, i) => userRow(m, i, hashes[i] ?? '')),
  );
  for (const row of rows) refs.users.set(row.email, row.id);
  for (const m of members) {
    const userId = ref(refs.users, m.email, 'member');
    await seedMemberData(tx, userId, m, refs);
    const home = m.addresses.find((a) => a.is_default) ?? m.addresses[0];
    const shipTo = home
      ? {
          last_name: home.last_name,
          first_name: home.first_name,
          last_name_kana: home.last_name_kana,
          first_name_kana: home.first_name_kana,
          postal_code: home.postal_code,
          prefecture: home.prefecture,
          city: home.city,
          address1: home.address1,
          address2: home.address2,
          phone_number: home.phone_number,
        }
      : null;
    await seedOrders(tx, { userId, email: m.email }, m.orders, refs, carriage, shipTo);
  }
}

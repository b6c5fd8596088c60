import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { MOTIFS } from '../../../media/motifs.ts';
import { seedData as d } from './index.ts';
import type { SeedProduct } from './types.ts';

const product = (key: string): SeedProduct => {
  const found = d.products.find((p) => p.key === key);
  if (!found) throw new Error(`missing product ${key}`);
  return found;
};
const stock = (p: SeedProduct) => p.variants.reduce((sum, v) => sum + v.stock, 0);
const dupes = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);
const member = (email: string) => {
  const found = d.members.find((m) => m.email === email);
  if (!found) throw new Error(`missing member ${email}`);
  return found;
};

describe('channels and settings', () => {
  it('has default, school, benefit and closed with the right flags', () => {
    const byId = Object.fromEntries(d.channels.map((c) => [c.id, c]));
    expect(byId.default?.theme).not.toBe('simple');
    expect(byId.default?.is_invalid).toBe(false);
    expect(byId.school?.customer).toBe('school');
    expect(byId.benefit?.customer).toBe('benefit');
    expect(byId.closed?.is_invalid).toBe(true);
    expect(byId.default?.settings).toMatchObject({
      'SITE.BREAKPOINT.SCREEN-SM': 640,
      'SITE.BREAKPOINT.SCREEN-MD': 1024,
      'ORDER.SHIPPING.IS_ALLOW_MULTIPLE': true,
      'PLUGIN.TEMPORARY_STOP_SELLING.IS_USE': false,
      'PLUGIN.TEMPORARY_STOP_SELLING.IS_SELLING': true,
    });
  });

  it('turns first-login e-mail verification on for the simple channel only', () => {
    const verifying = d.channels.filter((c) => c.is_first_login_email_verify).map((c) => c.id);
    expect(verifying).toEqual(['simple']);
  });
});

describe('catalogue', () => {
  it('has enough products, categories, makers, brands and stylists', () => {
    expect(d.products.length).toBeGreaterThanOrEqual(220);
    expect(d.products.filter((p) => p.is_show).length).toBeGreaterThanOrEqual(200);
    expect(d.categories.filter((c) => c.parent === null).length).toBeGreaterThanOrEqual(8);
    expect(d.makers.length).toBeGreaterThanOrEqual(5);
    expect(d.brands.length).toBeGreaterThanOrEqual(5);
    expect(d.stylists.length).toBeGreaterThanOrEqual(3);
  });

  it('keeps keys and codes unique', () => {
    expect(dupes(d.products.map((p) => p.key))).toEqual([]);
    expect(dupes(d.products.map((p) => p.code))).toEqual([]);
    expect(dupes(d.products.flatMap((p) => p.variants.map((v) => v.code)))).toEqual([]);
    expect(dupes(d.categories.map((c) => c.key))).toEqual([]);
    expect(dupes(d.makers.map((m) => m.key))).toEqual([]);
    expect(dupes(d.brands.map((b) => b.key))).toEqual([]);
  });

  it('nests categories two levels deep and attaches products to children', () => {
    const parents = new Set(d.categories.filter((c) => c.parent === null).map((c) => c.key));
    const children = new Set(d.categories.filter((c) => c.parent !== null).map((c) => c.key));
    for (const c of d.categories) if (c.parent) expect(parents.has(c.parent)).toBe(true);
    for (const key of parents) expect(d.categories.some((c) => c.parent === key)).toBe(true);
    for (const p of d.products) expect(children.has(p.category), p.key).toBe(true);
  });

  it('references existing makers, brands, channels and products', () => {
    const makers = new Set(d.makers.map((m) => m.key));
    const brands = new Map(d.brands.map((b) => [b.key, b.maker]));
    const keys = new Set(d.products.map((p) => p.key));
    const channels = new Set(d.channels.map((c) => c.id));
    for (const b of d.brands) expect(makers.has(b.maker), b.key).toBe(true);
    for (const p of d.products) {
      expect(brands.get(p.brand), p.key).toBe(p.maker);
      for (const k of [...p.related, ...p.recommended, ...p.accessories])
        expect(keys.has(k), `${p.key} -> ${k}`).toBe(true);
      expect(p.related).not.toContain(p.key);
      for (const ch of p.channels) expect(channels.has(ch)).toBe(true);
    }
  });

  it('gives every product sane prices, tax, variants, dates and a drawable image', () => {
    for (const p of d.products) {
      expect(Number.isInteger(p.price) && p.price > 0, p.key).toBe(true);
      expect([8, 10]).toContain(p.tax_rate);
      expect(p.variants.length).toBeGreaterThan(0);
      expect(p.published_at.startsWith('2026-')).toBe(true);
      expect(Number.isNaN(Date.parse(p.published_at))).toBe(false);
      expect(MOTIFS).toContain(p.image.motif);
      expect(p.detail_html).not.toMatch(/<script|on\w+=|javascript:/i);
      if (p.size_table) expect(p.size_table.length).toBe(p.variants.length + 1);
    }
  });

  it('reads like a shop: no placeholder copy', () => {
    const text = JSON.stringify(d);
    expect(text).not.toMatch(/lorem|ipsum|テスト商品|ダミー|TODO/i);
  });

  it('has the special products tests rely on', () => {
    const oxford = product('oxford-shirt');
    expect(oxford.variants.map((v) => v.name)).toEqual(['S', 'M', 'L', 'LL']);
    expect(oxford.variants.every((v) => v.stock > 0)).toBe(true);
    expect(oxford.size_table?.[0]?.[0]).toBe('サイズ');
    expect(oxford.related.length).toBeGreaterThan(0);
    expect(oxford.recommended.length).toBeGreaterThan(0);
    const lastFive = product('last-five');
    expect(lastFive.variants).toHaveLength(1);
    expect(stock(lastFive)).toBe(5);
    expect(stock(product('sold-out'))).toBe(0);
    expect(product('junmai-sake')).toMatchObject({ is_age_restricted: true, tax_rate: 10 });
    expect(product('senbei-gift')).toMatchObject({ tax_rate: 8, is_age_restricted: false });
    for (const key of ['oxford-shirt', 'last-five', 'sold-out', 'junmai-sake', 'senbei-gift']) {
      expect(product(key).is_show).toBe(true);
      expect(product(key).channels).toContain('default');
    }
  });

  it('has reviews and answered questions on the oxford shirt', () => {
    expect(d.reviews.filter((r) => r.product === 'oxford-shirt').length).toBeGreaterThanOrEqual(3);
    const answered = d.questions.filter((q) => q.product === 'oxford-shirt' && q.answer);
    expect(answered.length).toBeGreaterThanOrEqual(2);
    const keys = new Set(d.products.map((p) => p.key));
    const emails = new Set(d.members.map((m) => m.email));
    for (const r of d.reviews) {
      expect(keys.has(r.product)).toBe(true);
      if (r.member) expect(emails.has(r.member)).toBe(true);
    }
    for (const q of d.questions) expect(keys.has(q.product)).toBe(true);
    for (const s of d.stylists)
      for (const c of s.coordinates) for (const k of c.products) expect(keys.has(k), k).toBe(true);
  });
});

describe('members', () => {
  it('has the fixture members with unique emails and user names', () => {
    expect(dupes(d.members.map((m) => m.email))).toEqual([]);
    expect(dupes(d.members.map((m) => m.username))).toEqual([]);
    expect(d.members.map((m) => [m.email, m.username, m.password])).toEqual(
      expect.arrayContaining([
        ['taro@example.jp', 'taro', 'Taro-pass-2026'],
        ['hanako@example.jp', 'hanako', 'Hanako-pass-2026'],
        ['mfa@example.jp', 'mfa', 'Mfa-pass-2026'],
        ['biz@example.jp', 'biz', 'Biz-pass-2026'],
        ['stale@example.jp', 'stale', 'Stale-pass-2026'],
      ]),
    );
  });

  it('gives taro everything the fixtures list', () => {
    const taro = member('taro@example.jp');
    const home = taro.addresses.find((a) => a.is_default);
    expect(home).toMatchObject({ prefecture: '東京都', division_ct: 1 });
    expect(taro.addresses.length).toBeGreaterThanOrEqual(2);
    expect(taro.cards.filter((c) => c.is_main)).toHaveLength(1);
    expect(taro.points).toBe(1500);
    expect(taro.orders).toHaveLength(3);
    expect(taro.orders.filter((o) => o.is_cancellable)).toHaveLength(1);
    expect(taro.favourites[0]?.products).toHaveLength(2);
    expect(taro.memorials.length).toBeGreaterThanOrEqual(1);
    expect(taro.measurements.length).toBeGreaterThanOrEqual(1);
  });

  it('gives hanako, mfa and biz their traits', () => {
    const hanako = member('hanako@example.jp');
    expect(hanako.addresses).toHaveLength(1);
    expect(hanako.orders).toHaveLength(1);
    expect(member('mfa@example.jp').is_login_code).toBe(true);
    const biz = member('biz@example.jp');
    expect(biz.is_business).toBe(true);
    expect(biz.company_name).toBeTruthy();
    expect(biz.department_or_position).toBeTruthy();
    expect(biz.credit_limit).toBeGreaterThan(0);
  });

  it('keeps member data well formed and order lines pointing at real variants', () => {
    const variants = new Map(
      d.products.map((p) => [p.key, new Set(p.variants.map((v) => v.code))]),
    );
    const payments = new Set(d.payments.map((p) => p.id));
    const deliveries = new Set(d.deliveries.map((x) => x.id));
    const orderNos = d.members.flatMap((m) => m.orders.map((o) => o.order_no));
    expect(dupes(orderNos)).toEqual([]);
    for (const m of d.members) {
      expect(m.email.endsWith('@example.jp')).toBe(true);
      expect(m.addresses.filter((a) => a.is_default).length).toBeLessThanOrEqual(1);
      for (const a of m.addresses) expect(a.postal_code).toMatch(/^\d{7}$/);
      for (const c of m.cards) expect(c.expiration).toMatch(/^\d{6}$/);
      for (const f of m.favourites) for (const k of f.products) expect(variants.has(k)).toBe(true);
      for (const o of m.orders) {
        expect(payments.has(o.payment_id) && deliveries.has(o.delivery_id)).toBe(true);
        for (const l of o.lines)
          expect(variants.get(l.product)?.has(l.variant_code), l.variant_code).toBe(true);
      }
    }
  });
});

describe('content and commerce', () => {
  it('has the blog, news, faq and static pages', () => {
    expect(d.blogs.some((b) => b.key === 'spring-coordinate')).toBe(true);
    expect(d.blogs.length).toBeGreaterThanOrEqual(12);
    expect(d.news.length).toBeGreaterThanOrEqual(12);
    expect(dupes(d.blogs.map((b) => b.key))).toEqual([]);
    expect(dupes(d.news.map((n) => n.key))).toEqual([]);
    expect(d.faq.length).toBeGreaterThanOrEqual(3);
    const pages = Object.fromEntries(d.staticPages.map((p) => [p.url, p.title]));
    expect(pages).toMatchObject({
      '/guide/': 'ご利用ガイド',
      '/law/': '特定商取引法に基づく表記',
      '/privacy/': 'プライバシーポリシー',
    });
  });

  it('has the coupons, landing page, payments and deliveries of the fixtures', () => {
    expect(d.coupons.find((c) => c.code === 'WELCOME500')).toMatchObject({
      discount_amount: 500,
      min_amount: 3000,
    });
    expect(dupes(d.coupons.map((c) => c.code))).toEqual([]);
    const lp = d.landingPages.find((l) => l.slug === 'spring-sale');
    expect(lp?.coupons.length).toBeGreaterThan(0);
    for (const code of lp?.coupons ?? []) expect(d.coupons.some((c) => c.code === code)).toBe(true);
    const pay = Object.fromEntries(d.payments.map((p) => [p.id, p]));
    expect(pay[1]).toMatchObject({ name: '事前銀行振込', kind: 'bank' });
    expect(pay[2]).toMatchObject({ name: '掛け払い', kind: 'invoice', is_business_only: true });
    expect(pay[3]).toMatchObject({ name: '後払い決済サービス', kind: 'deferred', limit: 55000 });
    expect(pay[4]).toMatchObject({ kind: 'card' });
    expect(d.deliveries.map((x) => [x.id, x.name])).toEqual([
      [1, '大川渡し'],
      [2, '店舗直送'],
      [3, 'お客様直送'],
    ]);
  });

  it('has banners, info messages and carriage', () => {
    expect(d.banners.some((b) => b.area === 'main' && b.is_show === 1)).toBe(true);
    expect(d.banners.some((b) => b.area === 'topics' && b.is_show === 0)).toBe(true);
    const codes = d.infoMessages.map((m) => m.code);
    expect(codes).toEqual(
      expect.arrayContaining([
        'caution',
        'cart-index',
        'cart-payment',
        'cart-confirm',
        'cart-complete',
      ]),
    );
    expect(dupes(codes)).toEqual([]);
    expect(d.carriage.free_threshold).toBe(5500);
    expect(d.carriage.per_prefecture.北海道).toBeGreaterThan(d.carriage.default_fee);
  });

  it('builds the same data every time (no randomness)', async () => {
    vi.resetModules();
    const again = await import('./index.ts');
    expect(again.seedData).not.toBe(d);
    expect(JSON.stringify(again.seedData)).toBe(JSON.stringify(d));
    const sources = readdirSync(import.meta.dirname, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => readFileSync(join(import.meta.dirname, f), 'utf8'));
    expect(sources.length).toBeGreaterThan(10);
    for (const s of sources) expect(s).not.toMatch(/Math\.random|Date\.now|new Date\(\)/);
  });
});

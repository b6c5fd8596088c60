import type { Tx } from '../client';
import {
  banners,
  blogs,
  coordinateProducts,
  coordinates,
  faqCategories,
  faqItems,
  infoMessages,
  news,
  questions,
  reviews,
  staticPages,
  stylists,
} from '../schema/index';
import { insertMany } from './batch';
import { ref, type SeedData, type SeedRefs } from './types';

/** Inserts reviews and product questions (after products and members). */
export async function seedCommunity(tx: Tx, data: SeedData, refs: SeedRefs): Promise<void> {
  const productId = (key: string) => ref(refs.products, key, 'product').id;
  await insertMany(
    tx,
    reviews,
    data.reviews.map((r) => ({
      productId: productId(r.product),
      userId: r.member === null ? null : ref(refs.users, r.member, 'member'),
      nickname: r.nickname,
      rating: r.rating,
      title: r.title,
      body: r.body,
      createdAt: new Date(r.created_at),
    })),
  );
  await insertMany(
    tx,
    questions,
    data.questions.map((q) => ({
      productId: productId(q.product),
      question: q.question,
      answer: q.answer,
      askedAt: new Date(q.asked_at),
      answeredAt: q.answer === null ? null : new Date(q.asked_at),
    })),
  );
}

/** Inserts stylists with their coordinates and the products worn. */
export async function seedStylists(tx: Tx, data: SeedData, refs: SeedRefs): Promise<void> {
  for (const s of data.stylists) {
    const [stylist] = await tx
      .insert(stylists)
      .values({
        key: s.key,
        name: s.name,
        kana: s.kana,
        profile: s.profile,
        heightCm: s.height_cm,
      })
      .returning({ id: stylists.id });
    if (!stylist) throw new Error('seed: stylist insert returned nothing');
    const rows = await insertMany(
      tx,
      coordinates,
      s.coordinates.map((c) => ({
        stylistId: stylist.id,
        key: c.key,
        title: c.title,
        description: c.description,
      })),
    );
    const ids = new Map(rows.map((r) => [r.key, r.id]));
    await insertMany(
      tx,
      coordinateProducts,
      s.coordinates.flatMap((c) =>
        c.products.map((p, sort) => ({
          coordinateId: ref(ids, c.key, 'coordinate'),
          productId: ref(refs.products, p, 'product').id,
          sort,
        })),
      ),
    );
  }
}

/** Inserts blogs, news, FAQ, static pages, banners and information messages. */
export async function seedContent(tx: Tx, data: SeedData): Promise<void> {
  await insertMany(
    tx,
    blogs,
    data.blogs.map((b) => ({
      key: b.key,
      title: b.title,
      summary: b.summary,
      bodyHtml: b.body_html,
      tags: b.tags,
      hue: b.hue,
      publishedAt: new Date(b.published_at),
    })),
  );
  await insertMany(
    tx,
    news,
    data.news.map((n) => ({
      key: n.key,
      title: n.title,
      category: n.category,
      bodyHtml: n.body_html,
      publishedAt: new Date(n.published_at),
    })),
  );
  const faqRows = await insertMany(
    tx,
    faqCategories,
    data.faq.map((f, sort) => ({ key: f.key, name: f.name, sort })),
  );
  const faqIds = new Map(faqRows.map((r) => [r.key, r.id]));
  await insertMany(
    tx,
    faqItems,
    data.faq.flatMap((f) =>
      f.items.map((item, sort) => ({
        categoryId: ref(faqIds, f.key, 'faq category'),
        question: item.question,
        answerHtml: item.answer_html,
        sort,
      })),
    ),
  );
  await insertMany(
    tx,
    staticPages,
    data.staticPages.map((p) => ({ url: p.url, title: p.title, bodyHtml: p.body_html })),
  );
  await insertMany(
    tx,
    banners,
    data.banners.map(({ is_show, ...b }) => ({ ...b, isShow: is_show })),
  );
  await insertMany(
    tx,
    infoMessages,
    data.infoMessages.map((m) => ({
      code: m.code,
      body: m.body,
      updatedAt: new Date(m.updated_at),
    })),
  );
}

import type { ContentKindName } from '../../../contract/content/content-admin.schema';
import { NEWS_DEFAULT_CATEGORY } from '../../../contract/content/news-admin.schema';
import { isoOf, localOf } from '../shared/format.model';

/** How a field is edited on the generic content screen. */
export type FieldType =
  | 'text'
  | 'textarea'
  | 'richtext'
  | 'datetime'
  | 'image'
  | 'category'
  | 'channel'
  | 'checkbox'
  | 'codes';
/** One field of a kind's form. */
export type FieldSpec = { name: string; type: FieldType; required?: boolean };
/** A kind's screen: its fields in form order, the field naming a record in lists, whether it is ordered. */
export type KindScreen = { fields: FieldSpec[]; titleField: string; ordered: boolean };

const commonTail: FieldSpec[] = [
  { name: 'channel_id', type: 'channel' },
  { name: 'publish_from', type: 'datetime' },
  { name: 'publish_to', type: 'datetime' },
  { name: 'is_show', type: 'checkbox' },
];

/** The screens of every kind: adding a kind to the back office is one entry here. */
export const KIND_SCREENS: Record<ContentKindName, KindScreen> = {
  banners: {
    titleField: 'title',
    ordered: true,
    fields: [
      { name: 'title', type: 'text', required: true },
      { name: 'area', type: 'text', required: true },
      { name: 'link', type: 'text', required: true },
      { name: 'image_path', type: 'image' },
      { name: 'alt', type: 'text' },
      ...commonTail,
    ],
  },
  'blog-posts': {
    titleField: 'title',
    ordered: false,
    fields: [
      { name: 'title', type: 'text', required: true },
      { name: 'key', type: 'text', required: true },
      { name: 'category_id', type: 'category' },
      { name: 'summary', type: 'textarea' },
      { name: 'body', type: 'richtext', required: true },
      { name: 'image_path', type: 'image' },
      { name: 'image_alt', type: 'text' },
      ...commonTail.map((f) => (f.name === 'publish_from' ? { ...f, required: true } : f)),
    ],
  },
  'blog-categories': {
    titleField: 'name',
    ordered: true,
    fields: [
      { name: 'name', type: 'text', required: true },
      { name: 'key', type: 'text', required: true },
      ...commonTail,
    ],
  },
  'faq-categories': {
    titleField: 'name',
    ordered: true,
    fields: [
      { name: 'name', type: 'text', required: true },
      { name: 'key', type: 'text', required: true },
      ...commonTail,
    ],
  },
  'faq-items': {
    titleField: 'question',
    ordered: true,
    fields: [
      { name: 'question', type: 'text', required: true },
      { name: 'category_id', type: 'category', required: true },
      { name: 'answer', type: 'richtext', required: true },
      ...commonTail,
    ],
  },
  'static-pages': {
    titleField: 'title',
    ordered: true,
    fields: [
      { name: 'title', type: 'text', required: true },
      { name: 'url', type: 'text', required: true },
      { name: 'body', type: 'richtext', required: true },
      ...commonTail,
    ],
  },
  'info-messages': {
    titleField: 'code',
    ordered: true,
    fields: [
      { name: 'code', type: 'text', required: true },
      { name: 'body', type: 'textarea', required: true },
      ...commonTail,
    ],
  },
  popups: {
    titleField: 'title',
    ordered: true,
    fields: [
      { name: 'title', type: 'text', required: true },
      { name: 'body', type: 'richtext', required: true },
      { name: 'link', type: 'text' },
      { name: 'link_label', type: 'text' },
      { name: 'placement', type: 'text', required: true },
      ...commonTail,
    ],
  },
  'free-areas': {
    titleField: 'code',
    ordered: true,
    fields: [
      { name: 'code', type: 'text', required: true },
      { name: 'title', type: 'text' },
      { name: 'body', type: 'richtext', required: true },
      ...commonTail,
    ],
  },
  'landing-pages': {
    titleField: 'title',
    ordered: true,
    fields: [
      { name: 'title', type: 'text', required: true },
      { name: 'slug', type: 'text', required: true },
      { name: 'body', type: 'richtext', required: true },
      { name: 'coupon_codes', type: 'codes' },
      { name: 'redirect_to', type: 'text', required: true },
      { name: 'is_show_header', type: 'checkbox' },
      { name: 'is_show_footer', type: 'checkbox' },
      ...commonTail,
    ],
  },
  news: {
    titleField: 'title',
    ordered: false,
    fields: [
      { name: 'title', type: 'text', required: true },
      { name: 'key', type: 'text', required: true },
      { name: 'category', type: 'text', required: true },
      { name: 'published_at', type: 'datetime', required: true },
      { name: 'body', type: 'richtext', required: true },
      ...commonTail,
    ],
  },
};

/** The kind whose records a kind's `category` field offers (blog posts: blog categories). */
export const CATEGORY_KINDS: Partial<Record<ContentKindName, ContentKindName>> = {
  'blog-posts': 'blog-categories',
  'faq-items': 'faq-categories',
};

/** Where a new record starts when empty is not what an editor means (a popup on the top page). */
const STARTING_VALUES: Partial<Record<ContentKindName, ContentForm>> = {
  popups: { placement: 'top' },
  'landing-pages': { redirect_to: '/' },
  news: { category: NEWS_DEFAULT_CATEGORY },
};

/**
 * Codes typed one a line (or split by commas or spaces), as a list without blanks.
 * @example codesOf('WELCOME500\n SPRING ,') // ['WELCOME500', 'SPRING']
 */
export const codesOf = (text: string): string[] => text.split(/[\s,、]+/).filter(Boolean);

/** What a form holds: every field as the control shows it (strings, and booleans for checkboxes). */
export type ContentForm = Record<string, string | boolean>;

/** A new record's form: empty, shown, for every channel. */
export function emptyForm(kind: ContentKindName): ContentForm {
  const form: ContentForm = {};
  for (const f of KIND_SCREENS[kind].fields) form[f.name] = f.type === 'checkbox' ? true : '';
  return { ...form, ...STARTING_VALUES[kind] };
}

/** A record's fields as its form shows them. */
export function formOf(kind: ContentKindName, item: Record<string, unknown>): ContentForm {
  const form: ContentForm = {};
  for (const f of KIND_SCREENS[kind].fields) {
    const value = item[f.name];
    if (f.type === 'checkbox') form[f.name] = value === true;
    else if (f.type === 'datetime') form[f.name] = localOf(value);
    else if (f.type === 'codes') form[f.name] = Array.isArray(value) ? value.join('\n') : '';
    else form[f.name] = value === null || value === undefined ? '' : String(value);
  }
  return form;
}

/** A form as the save body: dates in Japan time, '' channel and category as null, ids as numbers. */
export function bodyOf(kind: ContentKindName, form: ContentForm): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of KIND_SCREENS[kind].fields) {
    const value = form[f.name];
    if (f.type === 'checkbox') body[f.name] = value === true;
    else if (f.type === 'datetime') body[f.name] = isoOf(String(value ?? ''));
    else if (f.type === 'channel') body[f.name] = value ? String(value) : null;
    else if (f.type === 'category') body[f.name] = value ? Number(value) : null;
    else if (f.type === 'codes') body[f.name] = codesOf(String(value ?? ''));
    else body[f.name] = String(value ?? '');
  }
  return body;
}

/**
 * A publish period in one line, Japan time.
 * @example periodLine('2026-04-01T01:00:00Z', null, '期限なし') // '2026-04-01 10:00 〜 期限なし'
 */
export function periodLine(from: unknown, to: unknown, open: string): string {
  const show = (at: unknown) => localOf(at).replace('T', ' ');
  return `${show(from) || open} 〜 ${show(to) || open}`;
}

/** A list with the record at `index` moved one place up (-1) or down (+1); unchanged at an end. */
export function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const to = index + step;
  if (index < 0 || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to] as T, next[index] as T];
  return next;
}

/**
 * The channels a record's preview offers: the one its form names, or every channel when it is
 * for all of them.
 * @example previewChannels('wa', [{ id: 'default', name: 'A' }, { id: 'wa', name: 'B' }]) // [{ id: 'wa', name: 'B' }]
 */
export function previewChannels<C extends { id: string }>(channel: unknown, channels: C[]): C[] {
  if (typeof channel !== 'string' || channel === '') return channels;
  return channels.filter((c) => c.id === channel);
}

/**
 * The records of one category ('' : all), and each record's category name ('' when it has none
 * or its category is gone).
 * @example inCategory([{ id: 1, category_id: 2 }], '2', [{ id: 2, name: '配送' }]) // [{ item: { id: 1, category_id: 2 }, category: '配送' }]
 */
export function inCategory<T extends Record<string, unknown>>(
  items: T[],
  category: string,
  categories: { id: number; name: string }[],
): { item: T; category: string }[] {
  const names = new Map(categories.map((c) => [c.id, c.name]));
  return items
    .filter((item) => category === '' || String(item.category_id ?? '') === category)
    .map((item) => ({ item, category: names.get(Number(item.category_id)) ?? '' }));
}

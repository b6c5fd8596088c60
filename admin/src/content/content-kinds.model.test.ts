import { describe, expect, it } from 'vitest';
import { CONTENT_FIELDS } from '../../../contract/content/content-admin.schema';
import { isoOf, localOf } from '../shared/format.model';
import {
  bodyOf,
  CATEGORY_KINDS,
  codesOf,
  emptyForm,
  formOf,
  inCategory,
  KIND_SCREENS,
  moved,
  periodLine,
  previewChannels,
} from './content-kinds.model';

describe('the content form', () => {
  it('shows instants in Japan time and reads them back as Japan time', () => {
    expect(localOf('2026-04-01T01:00:00.000Z')).toBe('2026-04-01T10:00');
    expect(isoOf('2026-04-01T10:00')).toBe('2026-04-01T10:00:00+09:00');
    expect(localOf(null)).toBe('');
    expect(isoOf('')).toBeNull();
  });

  it('round-trips a banner, with every channel and no period as null', () => {
    const form = { ...emptyForm('banners'), title: '夏', area: 'main', link: '/product/' };
    const body = bodyOf('banners', form);
    expect(body).toMatchObject({
      title: '夏',
      channel_id: null,
      publish_from: null,
      is_show: true,
    });
    const back = formOf('banners', { ...body, publish_from: '2026-04-01T01:00:00Z' });
    expect(back.publish_from).toBe('2026-04-01T10:00');
    expect(back.channel_id).toBe('');
  });

  it('sends a blog post’s category as a number or null', () => {
    expect(bodyOf('blog-posts', { ...emptyForm('blog-posts'), category_id: '3' }).category_id).toBe(
      3,
    );
    expect(bodyOf('blog-posts', emptyForm('blog-posts')).category_id).toBeNull();
  });
});

describe('FAQ, static page and information message screens', () => {
  const kinds = ['faq-categories', 'faq-items', 'static-pages', 'info-messages'] as const;

  it('edit exactly the fields each kind’s save takes, the required ones marked', () => {
    for (const kind of kinds) {
      const names = KIND_SCREENS[kind].fields.map((f) => f.name);
      expect(names.sort(), kind).toEqual(Object.keys(CONTENT_FIELDS[kind].entries).sort());
    }
    const required = (kind: (typeof kinds)[number]) =>
      KIND_SCREENS[kind].fields.filter((f) => f.required).map((f) => f.name);
    expect(required('faq-items')).toEqual(['question', 'category_id', 'answer']);
    expect(required('static-pages')).toEqual(['title', 'url', 'body']);
    expect(required('info-messages')).toEqual(['code', 'body']);
  });

  it('offers FAQ categories to a FAQ item and sends its answer as rich text', () => {
    expect(CATEGORY_KINDS['faq-items']).toBe('faq-categories');
    expect(KIND_SCREENS['faq-items'].fields.find((f) => f.name === 'answer')?.type).toBe(
      'richtext',
    );
    const form = {
      ...emptyForm('faq-items'),
      question: '送料は？',
      category_id: '2',
      answer: '<p>無料</p>',
    };
    expect(bodyOf('faq-items', form)).toMatchObject({
      question: '送料は？',
      category_id: 2,
      answer: '<p>無料</p>',
      channel_id: null,
      is_show: true,
    });
  });

  it('round-trips a static page and a message, naming each by its title and page key', () => {
    expect(KIND_SCREENS['static-pages'].titleField).toBe('title');
    expect(KIND_SCREENS['info-messages'].titleField).toBe('code');
    const page = {
      url: '/guide/',
      title: 'ガイド',
      body: '<p>x</p>',
      publish_to: '2026-04-01T01:00:00Z',
    };
    expect(formOf('static-pages', page)).toMatchObject({
      url: '/guide/',
      publish_to: '2026-04-01T10:00',
    });
    const message = bodyOf('info-messages', {
      ...emptyForm('info-messages'),
      code: 'caution',
      body: '注意',
    });
    expect(message).toMatchObject({ code: 'caution', body: '注意', publish_from: null });
  });
});

describe('periodLine and moved', () => {
  it('says an open side in words', () => {
    expect(periodLine('2026-04-01T01:00:00Z', null, '期限なし')).toBe(
      '2026-04-01 10:00 〜 期限なし',
    );
  });
  it('moves one place and never past an end', () => {
    expect(moved([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});

describe('the popup, free-area and landing-page forms', () => {
  it('names every field the server’s schema takes, and no other', () => {
    for (const kind of ['popups', 'free-areas', 'landing-pages'] as const) {
      const names = KIND_SCREENS[kind].fields.map((f) => f.name).sort();
      expect(names, kind).toEqual(Object.keys(CONTENT_FIELDS[kind].entries).sort());
    }
  });

  it('starts a popup on the top page and a landing page leading to the top', () => {
    expect(emptyForm('popups').placement).toBe('top');
    expect(emptyForm('landing-pages')).toMatchObject({
      redirect_to: '/',
      is_show_header: true,
      coupon_codes: '',
    });
  });

  it('sends a landing page’s coupon codes as a list, one a line or split by commas', () => {
    const form = { ...emptyForm('landing-pages'), coupon_codes: 'SPRING1000\n WELCOME500 ,\n\n' };
    expect(bodyOf('landing-pages', form).coupon_codes).toEqual(['SPRING1000', 'WELCOME500']);
    expect(bodyOf('landing-pages', emptyForm('landing-pages')).coupon_codes).toEqual([]);
    expect(formOf('landing-pages', { coupon_codes: ['A1', 'B2'] }).coupon_codes).toBe('A1\nB2');
    expect(codesOf('X、Y')).toEqual(['X', 'Y']);
  });

  it('sends a free area’s optional title as an empty string, never null', () => {
    const body = bodyOf('free-areas', { ...emptyForm('free-areas'), code: 'top-note' });
    expect(body).toMatchObject({ code: 'top-note', title: '', channel_id: null });
  });
});

describe('previewChannels', () => {
  const channels = [
    { id: 'default', name: '大川屋' },
    { id: 'wa', name: '和の暮らし' },
  ];
  it('offers the channel the form names, or every channel when it names none', () => {
    expect(previewChannels('wa', channels)).toEqual([{ id: 'wa', name: '和の暮らし' }]);
    expect(previewChannels('', channels)).toEqual(channels);
    expect(previewChannels(null, channels)).toEqual(channels);
    expect(previewChannels('gone', channels)).toEqual([]);
  });
});

describe('inCategory', () => {
  const categories = [
    { id: 1, name: '配送' },
    { id: 2, name: 'お支払い' },
  ];
  const items = [
    { id: 10, category_id: 1 },
    { id: 11, category_id: 2 },
    { id: 12, category_id: null },
  ];
  it('names each record its category and narrows the list to one', () => {
    expect(inCategory(items, '', categories).map((r) => r.category)).toEqual([
      '配送',
      'お支払い',
      '',
    ]);
    expect(inCategory(items, '2', categories)).toEqual([{ item: items[1], category: 'お支払い' }]);
  });
});

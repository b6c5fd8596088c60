import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '../../../contract/catalog/catalog.schema';
import {
  businessCategoryId,
  categoryOptions,
  checkDraft,
  emptyDraft,
  fileSize,
  kindFromQuery,
  parseDraft,
} from './contact.model';

const tree: CategoryNode[] = [
  {
    id: 1,
    key: 'order',
    name: 'ご注文について',
    children: [{ id: 2, key: 'order-delivery', name: '配送・お届け', children: [] }],
  },
  { id: 3, key: 'business', name: '法人・卸のお取引', children: [] },
];

describe('contact model', () => {
  it('reads the form kind from the query and a draft back from storage', () => {
    expect(kindFromQuery('?type=business')).toBe('business');
    expect(kindFromQuery('')).toBe('general');
    expect(parseDraft('{oops')).toBeNull();
    expect(
      parseDraft(JSON.stringify({ ...emptyDraft('business'), values: { subject: 'x' } }))?.values,
    ).toEqual({
      subject: 'x',
    });
  });

  it('offers the general categories on two levels without the business one', () => {
    expect(categoryOptions(tree).map((c) => [c.id, c.depth])).toEqual([
      [1, 0],
      [2, 1],
    ]);
    expect(businessCategoryId(tree)).toBe(3);
  });

  it('checks a guest draft like the API: hiragana and full-width digits become katakana and half-width', () => {
    const draft = {
      ...emptyDraft('general'),
      values: {
        category_id: '2',
        name: '山田 花子',
        name_kana: 'やまだ はなこ',
        email: 'h@example.jp',
        phone: '０９０－１２３４－５６７８',
        subject: '件名',
        body: '本文',
        corporation: 'ignored on the general form',
      },
    };
    const result = checkDraft(draft, { guest: true, businessId: 3 });
    expect(result.ok && result.body).toMatchObject({
      category_id: 2,
      name_kana: 'ヤマダ ハナコ',
      phone: '09012345678',
    });
    const missing = checkDraft(emptyDraft('business'), { guest: true, businessId: 3 });
    expect(missing.ok ? [] : Object.keys(missing.errors).sort()).toEqual(
      [
        'address',
        'body',
        'business_type',
        'corporation',
        'corporation_kana',
        'email',
        'name',
        'phone',
        'subject',
      ].sort(),
    );
  });

  it('shows sizes in KB and MB', () => {
    expect(fileSize(2_500_000)).toBe('2.4 MB');
    expect(fileSize(300)).toBe('1 KB');
  });
});

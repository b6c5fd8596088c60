import { describe, expect, it } from 'vitest';
import {
  assigneeValue,
  checkReply,
  DEFAULT_INQUIRY_FILTERS,
  flattenCategories,
  inquiryListParams,
  isConflict,
  statusLabel,
} from './inquiries.model';

describe('the inquiry list query', () => {
  it('leaves out empty fields and trims the search word', () => {
    expect(inquiryListParams(DEFAULT_INQUIRY_FILTERS)).toEqual({
      q: undefined,
      status: undefined,
      category_id: undefined,
      page: 1,
    });
    expect(inquiryListParams({ q: ' 山田 ', status: 'new', category_id: '12', page: 3 })).toEqual({
      q: '山田',
      status: 'new',
      category_id: '12',
      page: 3,
    });
  });
});

describe('labels and checks', () => {
  it('names each status in Japanese', () => {
    expect(statusLabel('new')).toBe('新規');
    expect(statusLabel('in_progress')).toBe('対応中');
    expect(statusLabel('answered')).toBe('回答済み');
    expect(statusLabel('closed')).toBe('クローズ');
    expect(statusLabel('unknown')).toBe('unknown');
  });

  it('asks for a reply that is not blank and not longer than 4000 characters', () => {
    expect(checkReply('  ').body?.[0]).toContain('入力');
    expect(checkReply('あ'.repeat(4001)).body?.[0]).toContain('4000');
    expect(checkReply('ご連絡ありがとうございます。')).toEqual({});
  });

  it('flattens the two-level categories with the parent’s name', () => {
    expect(
      flattenCategories([
        { id: 1, name: 'ご注文', children: [{ id: 2, name: '配送' }] },
        { id: 3, name: 'その他' },
      ]),
    ).toEqual([
      { id: 1, name: 'ご注文' },
      { id: 2, name: 'ご注文 › 配送' },
      { id: 3, name: 'その他' },
    ]);
  });

  it('reads the assignee select’s value and a 409', () => {
    expect(assigneeValue({ assignee: null })).toBe('');
    expect(assigneeValue({ assignee: { id: 4, name: '鈴木' } })).toBe('4');
    expect(isConflict({ status: 409 })).toBe(true);
    expect(isConflict({ status: 422 })).toBe(false);
    expect(isConflict(null)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  bodyFromForm,
  changedFields,
  checkForm,
  EMPTY_FORM,
  formFromProduct,
  fromLocalInput,
  mergeAfterConflict,
  toLocalInput,
} from './product-form.model';

const record = {
  product_key: 'oxford-shirt',
  name: 'オックスフォードシャツ',
  code: 'OX-001',
  product_price: 4900,
  before_price: null,
  tax_rate: 10,
  is_show_product: true,
  category: { id: 3, name: 'シャツ' },
  brand_id: 7,
  maker_id: null,
  channels: ['default', 'wa'],
  publish_from: '2026-12-01T00:00:00+09:00',
  publish_to: null,
  description: '<p>定番</p>',
  variants: [{ id: 11, code: 'OX-S', name: 'S', stock: 4 }],
  version: 4,
};

describe('formFromProduct and bodyFromForm', () => {
  it('reads a product into strings and writes it back in the API types', () => {
    const form = formFromProduct(record);
    expect(form).toMatchObject({
      product_price: '4900',
      before_price: '',
      category_id: '3',
      brand_id: '7',
      maker_id: '',
      publish_from: '2026-12-01T00:00',
    });
    expect(bodyFromForm(form)).toMatchObject({
      product_price: 4900,
      before_price: null,
      category_id: 3,
      maker_id: null,
      channels: ['default', 'wa'],
      publish_from: '2026-12-01T00:00:00+09:00',
      publish_to: null,
      variants: [{ id: 11, stock: 4, stock_base: 4, code: 'OX-S' }],
      removed_variant_ids: [],
    });
    expect(bodyFromForm(form)).not.toHaveProperty('product_key');
    expect(bodyFromForm({ ...form, product_key: 'new-tee' }, true)).toMatchObject({
      product_key: 'new-tee',
    });
  });

  it('asks a new product for a safe key', () => {
    const form = { ...EMPTY_FORM, name: 'x', code: 'C-1', product_price: '0' };
    for (const key of ['', '../x', 'ｘｙ', 'A-B']) {
      expect(Object.keys(checkForm({ ...form, product_key: key }, true))).toEqual(['product_key']);
    }
    expect(checkForm({ ...form, product_key: 'new-tee' }, true)).toEqual({});
    expect(checkForm(form)).toEqual({});
  });

  it('reads datetimes in Tokyo time whatever offset the API uses', () => {
    expect(toLocalInput('2026-11-30T15:00:00Z')).toBe('2026-12-01T00:00');
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBeNull();
  });
});

describe('checkForm', () => {
  it('asks for a name and a whole-yen price', () => {
    const errors = checkForm({ ...EMPTY_FORM, product_price: '12.5' });
    expect(Object.keys(errors)).toEqual(['name', 'code', 'product_price']);
  });

  it('refuses prices above the API maximum and a publish end before its start', () => {
    const errors = checkForm({
      ...EMPTY_FORM,
      name: 'x',
      code: 'C-1',
      product_price: '10000001',
      publish_from: '2026-12-02T00:00',
      publish_to: '2026-12-01T00:00',
    });
    expect(Object.keys(errors)).toEqual(['product_price', 'publish_to']);
  });

  it('passes a complete form', () => {
    expect(checkForm({ ...EMPTY_FORM, name: 'x', code: 'C-1', product_price: '0' })).toEqual({});
  });

  it('asks for whole, non-negative stock per variant', () => {
    const variants = [{ id: 1, code: 'S', name: 'S', colour: '', size: 'S', stock: '-1' }];
    const form = { ...EMPTY_FORM, name: 'x', code: 'C-1', product_price: '0', variants };
    expect(Object.keys(checkForm(form))).toEqual(['variants']);
  });
});

describe('changedFields and mergeAfterConflict', () => {
  const base = formFromProduct(record);

  it('lists what the user changed', () => {
    expect(changedFields(base, { ...base, name: 'n', channels: ['wa'] })).toEqual([
      'name',
      'channels',
    ]);
    expect(changedFields(base, { ...base })).toEqual([]);
  });

  it('takes the other person’s fields and keeps the rest of what the user typed', () => {
    const mine = { ...base, name: '私の名前', product_price: '5000' };
    const current = { ...base, product_price: '4500', category_id: '9' };
    const merged = mergeAfterConflict(mine, current, ['product_price', 'category']);
    expect(merged).toMatchObject({ name: '私の名前', product_price: '4500', category_id: '9' });
  });
});

import { describe, expect, it } from 'vitest';
import {
  type ComboboxState,
  comboboxReducer,
  EMPTY_COMBOBOX,
  keyOutcome,
  keywordHref,
  listHref,
  productHref,
  type SuggestionOption,
  suggestionKeyword,
  suggestionOptions,
} from './suggestions.model';

const answer = {
  keyword: 'しゃつ',
  products: [
    {
      product_key: 'oxford-shirt',
      name: 'オックスフォードシャツ',
      image_url: '/media/a.svg',
      price_with_tax: 5500,
    },
    { product_key: 'linen shirt/2', name: 'リネンシャツ', image_url: null, price_with_tax: 6600 },
  ],
  categories: [{ key: 'mens-shirt', name: 'シャツ' }],
  brands: [{ key: 'mise & co', name: 'MISE' }],
};
const options = suggestionOptions(answer);

/** The state after typing `text` and getting `found` for it. */
const shown = (text = 'しゃつ', found: SuggestionOption[] = options): ComboboxState =>
  comboboxReducer(comboboxReducer(EMPTY_COMBOBOX, { type: 'input', text }), {
    type: 'results',
    keyword: suggestionKeyword(text),
    options: found,
  });

describe('suggestion links', () => {
  it('links products to their page and categories and brands to the filtered list', () => {
    expect(options.map((o) => [o.kind, o.href])).toEqual([
      ['product', '/product/oxford-shirt/'],
      ['product', '/product/linen%20shirt%2F2/'],
      ['category', '/product/?category=mens-shirt'],
      ['brand', '/product/?brand=mise+%26+co'],
    ]);
    expect(options[0]).toMatchObject({
      label: 'オックスフォードシャツ',
      price: 5500,
      image: '/media/a.svg',
    });
    expect(productHref('a')).toBe('/product/a/');
    expect(listHref('brand', 'b')).toBe('/product/?brand=b');
    expect(new URL(keywordHref('シャツ 白'), 'http://x').searchParams.get('keyword')).toBe(
      'シャツ 白',
    );
  });

  it('folds spaces of every width and trims what is typed', () => {
    expect(suggestionKeyword('\u3000 しゃつ\u3000\u3000白  ')).toBe('しゃつ 白');
    expect(suggestionKeyword(' \u3000 ')).toBe('');
  });
});

describe('the combobox', () => {
  it('opens with the answer for the keyword typed, with no option active', () => {
    expect(shown()).toEqual({ keyword: 'しゃつ', options, open: true, active: -1 });
    expect(shown('しゃつ', [])).toMatchObject({ open: false });
  });

  it('drops an answer for an older keyword and keeps the old options while typing on', () => {
    const typedOn = comboboxReducer(shown(), { type: 'input', text: 'しゃつ 白' });
    expect(typedOn).toMatchObject({ keyword: 'しゃつ 白', options, open: true, active: -1 });
    const stale = comboboxReducer(typedOn, { type: 'results', keyword: 'しゃつ', options: [] });
    expect(stale).toBe(typedOn);
  });

  it('closes and forgets everything when the box is emptied', () => {
    expect(comboboxReducer(shown(), { type: 'input', text: '\u3000' })).toEqual(EMPTY_COMBOBOX);
  });

  it('moves with the arrows, wrapping at both ends', () => {
    let state = shown();
    state = comboboxReducer(state, { type: 'move', by: 1 });
    expect(state.active).toBe(0);
    state = comboboxReducer(state, { type: 'move', by: -1 });
    expect(state.active).toBe(3);
    state = comboboxReducer(state, { type: 'move', by: 1 });
    expect(state.active).toBe(0);
    expect(comboboxReducer(EMPTY_COMBOBOX, { type: 'move', by: 1 })).toBe(EMPTY_COMBOBOX);
  });

  it('reopens a closed list with its options on the arrow key or focus', () => {
    const closed = comboboxReducer(shown(), { type: 'close' });
    expect(closed).toMatchObject({ open: false, active: -1, options });
    expect(comboboxReducer(closed, { type: 'move', by: 1 })).toMatchObject({
      open: true,
      active: 0,
    });
    expect(comboboxReducer(closed, { type: 'reopen' })).toMatchObject({ open: true, active: -1 });
    expect(comboboxReducer(EMPTY_COMBOBOX, { type: 'reopen' }).open).toBe(false);
  });
});

describe('keys in the box', () => {
  it('follows the active option on Enter, and lets the form submit the text without one', () => {
    const active = comboboxReducer(shown(), { type: 'move', by: 1 });
    expect(keyOutcome(active, 'Enter')).toEqual({
      event: { type: 'close' },
      follow: options[0],
      prevent: true,
    });
    expect(keyOutcome(shown(), 'Enter')).toEqual({ event: { type: 'close' }, prevent: false });
    const closed = comboboxReducer(active, { type: 'close' });
    expect(keyOutcome(closed, 'Enter').follow).toBeUndefined();
  });

  it('closes an open list on Escape and leaves a closed one to the browser', () => {
    expect(keyOutcome(shown(), 'Escape')).toEqual({ event: { type: 'close' }, prevent: true });
    expect(keyOutcome(EMPTY_COMBOBOX, 'Escape')).toEqual({ prevent: false });
  });

  it('moves on the arrows without moving the caret, and ignores other keys', () => {
    expect(keyOutcome(shown(), 'ArrowDown')).toEqual({
      event: { type: 'move', by: 1 },
      prevent: true,
    });
    expect(keyOutcome(shown(), 'ArrowUp')).toEqual({
      event: { type: 'move', by: -1 },
      prevent: true,
    });
    expect(keyOutcome(shown(), 'Tab')).toEqual({ event: { type: 'close' }, prevent: false });
    expect(keyOutcome(shown(), 'a')).toEqual({ prevent: false });
  });
});

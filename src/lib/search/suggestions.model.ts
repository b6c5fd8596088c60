import type { Suggestions } from '../../../contract/search/suggestions.schema';

/** What a suggestion points to. */
export type SuggestionKind = 'product' | 'category' | 'brand';

/** One option of the header's suggestion list, in the order the list shows them. */
export type SuggestionOption = {
  kind: SuggestionKind;
  key: string;
  label: string;
  href: string;
  image?: string | null;
  price?: number;
};

/** The product page of a product key. */
export const productHref = (key: string): string => `/product/${encodeURIComponent(key)}/`;

/**
 * The product list filtered by one category or brand (the brand list links the same way).
 * @example listHref('brand', 'mise') // '/product/?brand=mise'
 */
export function listHref(filter: 'category' | 'brand', key: string): string {
  return `/product/?${new URLSearchParams({ [filter]: key })}`;
}

/**
 * The product list searched for a keyword (what the header's form submits).
 * @example keywordHref('シャツ 白') // '/product/?keyword=%E3%82%B7…'
 */
export function keywordHref(keyword: string): string {
  return `/product/?${new URLSearchParams({ keyword })}`;
}

/** The typed text as the suggestions call takes it: spaces of any width folded, trimmed. */
export function suggestionKeyword(text: string): string {
  return text.replace(/[\s\u3000]+/g, ' ').trim();
}

/** The answer as one list of options: products first, then categories, then brands. */
export function suggestionOptions(s: Suggestions): SuggestionOption[] {
  return [
    ...s.products.map((p) => ({
      kind: 'product' as const,
      key: p.product_key,
      label: p.name,
      href: productHref(p.product_key),
      image: p.image_url,
      price: p.price_with_tax,
    })),
    ...s.categories.map((c) => ({
      kind: 'category' as const,
      key: c.key,
      label: c.name,
      href: listHref('category', c.key),
    })),
    ...s.brands.map((b) => ({
      kind: 'brand' as const,
      key: b.key,
      label: b.name,
      href: listHref('brand', b.key),
    })),
  ];
}

/** The combobox: the keyword typed, its options, whether the list shows, the active option (-1: none). */
export type ComboboxState = {
  keyword: string;
  options: SuggestionOption[];
  open: boolean;
  active: number;
};

/** What happens to the combobox. */
export type ComboboxEvent =
  | { type: 'input'; text: string }
  | { type: 'results'; keyword: string; options: SuggestionOption[] }
  | { type: 'move'; by: 1 | -1 }
  | { type: 'reopen' }
  | { type: 'close' };

/** Nothing typed, nothing shown. */
export const EMPTY_COMBOBOX: ComboboxState = { keyword: '', options: [], open: false, active: -1 };

/** Steps `active` by one through `count` options, wrapping at both ends. */
function step(active: number, by: 1 | -1, count: number): number {
  if (active < 0) return by === 1 ? 0 : count - 1;
  return (active + by + count) % count;
}

/**
 * The ARIA combobox's rules (list autocomplete, no automatic selection): typing clears the active
 * option and keeps the old options until the new ones come (no flicker); answers for an older
 * keyword are dropped; arrows open the list and move through it, wrapping; an empty keyword or no
 * option closes it.
 */
export function comboboxReducer(state: ComboboxState, event: ComboboxEvent): ComboboxState {
  switch (event.type) {
    case 'input': {
      const keyword = suggestionKeyword(event.text);
      if (!keyword) return EMPTY_COMBOBOX;
      return { ...state, keyword, active: -1 };
    }
    case 'results':
      if (event.keyword !== state.keyword) return state;
      return { ...state, options: event.options, open: event.options.length > 0, active: -1 };
    case 'move':
      if (state.options.length === 0) return state;
      return { ...state, open: true, active: step(state.active, event.by, state.options.length) };
    case 'reopen':
      return { ...state, open: state.options.length > 0, active: -1 };
    case 'close':
      return state.open || state.active >= 0 ? { ...state, open: false, active: -1 } : state;
  }
}

/** What a key in the text box does: an event, an option to follow, and whether the browser's own action is stopped. */
export type KeyOutcome = { event?: ComboboxEvent; follow?: SuggestionOption; prevent: boolean };

/**
 * The keys of the pattern: ↓/↑ move (opening the list), Enter follows the active option (without
 * one the form submits the typed text), Escape closes an open list (a closed one lets the browser
 * clear the box), Tab closes and moves on.
 */
export function keyOutcome(state: ComboboxState, key: string): KeyOutcome {
  switch (key) {
    case 'ArrowDown':
      return { event: { type: 'move', by: 1 }, prevent: true };
    case 'ArrowUp':
      return { event: { type: 'move', by: -1 }, prevent: true };
    case 'Enter': {
      const option = state.open ? state.options[state.active] : undefined;
      return option
        ? { event: { type: 'close' }, follow: option, prevent: true }
        : { event: { type: 'close' }, prevent: false };
    }
    case 'Escape':
      return state.open ? { event: { type: 'close' }, prevent: true } : { prevent: false };
    case 'Tab':
      return { event: { type: 'close' }, prevent: false };
    default:
      return { prevent: false };
  }
}

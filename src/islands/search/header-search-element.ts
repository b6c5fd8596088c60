// FORMATS (with the shell's copy, loaded on every page), not money.ts: that sits in the shop
// pages' chunk, which a content page would fetch whole for one price format.
import { FORMATS } from '../../../contract/shared/common.messages';
import { SUGGESTIONS_MESSAGES as M } from '../../lib/search/suggestions.messages';
import {
  type ComboboxEvent,
  type ComboboxState,
  comboboxReducer,
  EMPTY_COMBOBOX,
  keyOutcome,
  keywordHref,
  type SuggestionKind,
  type SuggestionOption,
  suggestionKeyword,
} from '../../lib/search/suggestions.model';
import { stopSuggesting, suggest } from '../../lib/search/suggestions.store';

/** How long a submit waits for the search history post before it moves on regardless. */
const RECORD_WAIT_MS = 800;
const KINDS: SuggestionKind[] = ['product', 'category', 'brand'];

const el = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
) => Object.assign(document.createElement(tag), props);

/** One option: a product with its picture and price, or a category or brand to filter by. */
function optionElement(option: SuggestionOption, id: string): HTMLLIElement {
  const li = el('li', {
    id,
    className: `header-search__option header-search__option--${option.kind}`,
  });
  li.setAttribute('role', 'option');
  li.setAttribute('aria-selected', 'false');
  li.dataset.href = option.href;
  if (option.kind === 'product') {
    const img = el('img', { alt: '', width: 40, height: 40, decoding: 'async' });
    if (option.image) img.src = option.image;
    li.append(img);
  }
  const text = el('span', { className: 'header-search__name', textContent: option.label });
  li.append(text);
  if (option.price !== undefined)
    li.append(
      el('span', { className: 'header-search__price', textContent: FORMATS.yen(option.price) }),
    );
  if (option.kind !== 'product')
    li.prepend(
      el('span', { className: 'visually-hidden', textContent: `${M.kindOf[option.kind]} ` }),
    );
  return li;
}

/**
 * `<header-search>`: the header's search box as an ARIA combobox (list autocomplete). It is defined
 * when the box is first focused (see HeaderSearch.astro), so pages carry none of it until then.
 */
class HeaderSearch extends HTMLElement {
  #state: ComboboxState = EMPTY_COMBOBOX;
  #input: HTMLInputElement | null = null;
  #list: HTMLElement | null = null;
  #status: HTMLElement | null = null;

  connectedCallback(): void {
    this.#input = this.querySelector('input[role="combobox"]');
    this.#list = this.querySelector('[role="listbox"]');
    this.#status = this.querySelector('[data-status]');
    const input = this.#input;
    const list = this.#list;
    if (!input || !list) return;
    input.addEventListener('input', () => this.#typed());
    input.addEventListener('keydown', (event) => this.#key(event));
    input.addEventListener('focus', () => this.#dispatch({ type: 'reopen' }));
    input.addEventListener('blur', () => this.#dispatch({ type: 'close' }));
    // Pressing an option must not take the focus from the box (which would close the list first).
    list.addEventListener('mousedown', (event) => event.preventDefault());
    list.addEventListener('click', (event) => {
      const option = (event.target as HTMLElement).closest<HTMLElement>('[role="option"]');
      if (option?.dataset.href) this.#follow(option.dataset.href);
    });
    this.querySelector('form')?.addEventListener('submit', (event) => this.#submit(event));
    // Text typed before this code arrived gets its suggestions now.
    if (document.activeElement === input && input.value) this.#typed();
  }

  disconnectedCallback(): void {
    stopSuggesting();
  }

  #typed(): void {
    const text = this.#input?.value ?? '';
    this.#dispatch({ type: 'input', text });
    void suggest(text).then((found) => {
      if (found) this.#dispatch({ type: 'results', ...found });
    });
  }

  #key(event: KeyboardEvent): void {
    // Keys that pick a kanji or confirm the kana being composed belong to the input method.
    if (event.isComposing || event.keyCode === 229) return;
    const outcome = keyOutcome(this.#state, event.key);
    if (outcome.prevent) event.preventDefault();
    if (outcome.event) this.#dispatch(outcome.event);
    if (outcome.follow) this.#follow(outcome.follow.href);
  }

  #follow(href: string): void {
    stopSuggesting();
    this.#dispatch({ type: 'close' });
    window.location.assign(href);
  }

  /** The typed text is searched on the product list; the word goes to the search history first. */
  #submit(event: SubmitEvent): void {
    const keyword = suggestionKeyword(this.#input?.value ?? '');
    event.preventDefault();
    stopSuggesting();
    this.#dispatch({ type: 'close' });
    if (!keyword) {
      window.location.assign('/product/');
      return;
    }
    const recorded = import('../../lib/history/history.store').then((m) => m.recordSearch(keyword));
    const wait = new Promise((resolve) => setTimeout(resolve, RECORD_WAIT_MS));
    void Promise.race([recorded, wait])
      .catch(() => undefined)
      .then(() => window.location.assign(keywordHref(keyword)));
  }

  #dispatch(event: ComboboxEvent): void {
    const before = this.#state;
    const after = comboboxReducer(before, event);
    if (after === before) return;
    this.#state = after;
    if (after.options !== before.options) this.#renderOptions(after.options);
    this.#renderState(after);
    if (event.type === 'results' && this.#status)
      this.#status.textContent = M.count(after.options.length);
  }

  #renderOptions(options: SuggestionOption[]): void {
    const list = this.#list;
    if (!list) return;
    const groups: HTMLElement[] = [];
    let index = 0;
    for (const kind of KINDS) {
      const ofKind = options.filter((o) => o.kind === kind);
      if (!ofKind.length) continue;
      const group = el('ul', { className: 'header-search__group' });
      group.setAttribute('role', 'group');
      const headingId = `${list.id}-${kind}`;
      group.setAttribute('aria-labelledby', headingId);
      const heading = el('li', {
        id: headingId,
        className: 'header-search__heading',
        textContent: M.groups[kind],
      });
      heading.setAttribute('role', 'presentation');
      group.append(heading);
      for (const option of ofKind) {
        group.append(optionElement(option, `${list.id}-${index}`));
        index += 1;
      }
      groups.push(group);
    }
    list.replaceChildren(...groups);
  }

  #renderState(state: ComboboxState): void {
    const input = this.#input;
    const list = this.#list;
    if (!input || !list) return;
    input.setAttribute('aria-expanded', String(state.open));
    list.hidden = !state.open;
    this.classList.toggle('header-search--open', state.open);
    const activeId = state.active >= 0 ? `${list.id}-${state.active}` : '';
    if (activeId) input.setAttribute('aria-activedescendant', activeId);
    else input.removeAttribute('aria-activedescendant');
    for (const option of list.querySelectorAll<HTMLElement>('[role="option"]')) {
      const active = option.id === activeId;
      option.setAttribute('aria-selected', String(active));
      if (active) option.scrollIntoView({ block: 'nearest' });
    }
  }
}
if (!customElements.get('header-search')) customElements.define('header-search', HeaderSearch);

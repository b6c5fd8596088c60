import { CATALOG_MESSAGES_JA as M } from '../../../contract/content/content.messages';
import { PUNCTUATION } from '../../../contract/shared/common.messages';
import { checkCatalogOrder, sendCatalogOrder } from '../../lib/content/catalog-order.store';
import { botCheck } from '../../lib/shared/bot-check-browser';

type Step = 'input' | 'confirm' | 'done';

/** `<catalog-order-form>`: checks input, shows it for confirmation, then sends it. */
class CatalogOrderForm extends HTMLElement {
  #body: Parameters<typeof sendCatalogOrder>[0] | undefined;

  connectedCallback(): void {
    const form = this.querySelector('form');
    form?.addEventListener('submit', (event) => {
      event.preventDefault();
      this.#check(form);
    });
    this.querySelector('[data-back]')?.addEventListener('click', () => this.#show('input'));
    this.querySelector('[data-send]')?.addEventListener('click', () => void this.#send());
    botCheck.prepare();
  }

  #values(form: HTMLFormElement) {
    const data = new FormData(form);
    const text = (k: string) => String(data.get(k) ?? '');
    return {
      catalog_ids: data.getAll('catalog_ids').map(Number),
      ...Object.fromEntries(
        [
          'name',
          'name_kana',
          'email',
          'postal_code',
          'prefecture',
          'city',
          'address1',
          'address2',
          'phone_number',
          'note',
        ].map((k) => [k, text(k)]),
      ),
    };
  }

  #check(form: HTMLFormElement): void {
    const result = checkCatalogOrder(this.#values(form));
    if (!result.ok) {
      this.#errors(result.errors, M.fixErrors);
      return;
    }
    this.#errors({}, '');
    this.#body = result.body;
    this.#review(form);
    this.#show('confirm');
  }

  #errors(errors: Record<string, string[]>, summary: string): void {
    const summaryEl = this.querySelector('[data-summary-error]');
    if (summaryEl) summaryEl.textContent = summary;
    let first: HTMLElement | null = null;
    for (const el of this.querySelectorAll<HTMLElement>('[data-error]')) {
      const key = el.dataset.error ?? '';
      const message = errors[key]?.[0] ?? '';
      el.textContent = message;
      const input = this.querySelector<HTMLElement>(`[name="${key}"]`);
      if (input && key !== 'catalog_ids')
        input.setAttribute('aria-invalid', String(Boolean(message)));
      if (message && !first) first = input;
    }
    first?.focus();
  }

  #review(form: HTMLFormElement): void {
    const list = this.querySelector('[data-review]');
    if (!list || !this.#body) return;
    const titles = [...form.querySelectorAll<HTMLInputElement>('[name="catalog_ids"]:checked')].map(
      (i) => i.closest('label')?.querySelector('span')?.firstChild?.textContent ?? '',
    );
    const b = this.#body;
    const rows: [string, string][] = [
      [M.chooseCatalogs, titles.join(PUNCTUATION.comma)],
      [M.name, b.name],
      [M.nameKana, b.name_kana],
      [M.email, b.email],
      [M.postalCode, b.postal_code],
      [M.prefecture, `${b.prefecture}${b.city}${b.address1} ${b.address2}`.trim()],
      [M.phone, b.phone_number],
      [M.note, b.note],
    ];
    list.replaceChildren(
      ...rows.flatMap(([k, v]) => {
        const dt = document.createElement('dt');
        const dd = document.createElement('dd');
        dt.textContent = k === M.prefecture ? M.address : k;
        dd.textContent = v || '—';
        return [dt, dd];
      }),
    );
  }

  async #send(): Promise<void> {
    if (!this.#body) return;
    const button = this.querySelector<HTMLButtonElement>('[data-send]');
    const error = this.querySelector('[data-send-error]');
    if (button) {
      button.disabled = true;
      button.textContent = M.sending;
    }
    const result = await sendCatalogOrder(this.#body);
    if (button) {
      button.disabled = false;
      button.textContent = M.send;
    }
    if (result.ok) {
      const list = this.querySelector('[data-done-list]');
      list?.replaceChildren(
        ...result.receipt.catalogs.map((c) =>
          Object.assign(document.createElement('li'), { textContent: c.title }),
        ),
      );
      this.#show('done');
      return;
    }
    if (Object.keys(result.errors).length) {
      this.#show('input');
      this.#errors(result.errors, result.message);
    } else if (error) error.textContent = result.message;
  }

  #show(step: Step): void {
    for (const el of this.querySelectorAll<HTMLElement>('[data-step]'))
      el.hidden = el.dataset.step !== step;
    const heading =
      step === 'input' ? null : this.querySelector<HTMLElement>(`[data-step="${step}"] h2`);
    heading?.focus();
    if (step !== 'input') this.scrollIntoView({ block: 'start' });
  }
}

if (!customElements.get('catalog-order-form'))
  customElements.define('catalog-order-form', CatalogOrderForm);

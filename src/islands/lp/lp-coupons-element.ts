import * as v from 'valibot';
import { type LpCoupon, LpCouponSchema } from '../../../contract/content/promotions.schema';
import { LP_MESSAGES } from '../../lib/lp/lp.messages';
import { $lpCoupons, $lpMember, loadCoupons, takeCoupon } from '../../lib/lp/lp.store';

/** `<lp-coupons>`: take buttons for members, a login link for guests, taken coupons marked. */
class LpCoupons extends HTMLElement {
  #stops: (() => void)[] = [];

  connectedCallback(): void {
    const initial = v.parse(v.array(LpCouponSchema), JSON.parse(this.dataset.coupons ?? '[]'));
    const render = () => this.#render($lpCoupons.get(), $lpMember.get());
    this.#stops = [$lpCoupons.listen(render), $lpMember.listen(render)];
    this.addEventListener('click', (event) => {
      const button = (event.target as HTMLElement).closest<HTMLButtonElement>('[data-take]');
      const item = button?.closest<HTMLElement>('[data-coupon]');
      if (button && item) void this.#take(button, item);
    });
    void loadCoupons(this.dataset.slug ?? '', initial);
  }

  disconnectedCallback(): void {
    for (const stop of this.#stops) stop();
  }

  async #take(button: HTMLButtonElement, item: HTMLElement): Promise<void> {
    const error = item.querySelector('[data-error]');
    if (error) error.textContent = '';
    button.disabled = true;
    button.textContent = LP_MESSAGES.taking;
    const result = await takeCoupon(Number(item.dataset.coupon));
    if (!result.ok && error) error.textContent = result.message;
    this.#render($lpCoupons.get(), $lpMember.get());
  }

  #render(coupons: LpCoupon[], member: boolean | null): void {
    const note = this.querySelector<HTMLElement>('[data-guest-note]');
    if (note) note.hidden = member !== false;
    for (const item of this.querySelectorAll<HTMLElement>('[data-coupon]')) {
      const coupon = coupons.find((c) => c.coupon_id === Number(item.dataset.coupon));
      const button = item.querySelector<HTMLButtonElement>('[data-take]');
      const login = item.querySelector<HTMLElement>('[data-login]');
      if (!button || !login) continue;
      button.hidden = member === false;
      login.hidden = member !== false;
      button.disabled = member !== true || Boolean(coupon?.is_taken);
      button.textContent = coupon?.is_taken ? LP_MESSAGES.taken : LP_MESSAGES.take;
    }
  }
}

if (!customElements.get('lp-coupons')) customElements.define('lp-coupons', LpCoupons);

import { emblemMark } from '../../lib/account/school-badge.model';
import { $schoolBadge, forgetSchool } from '../../lib/account/school-badge.store';
import { $session } from '../../lib/session/session.store';
import { openOnSchoolItems } from './school-list-opening';

// The school shop's header badge (`<school-badge>`) and its product list's opening: loaded only once
// this browser keeps a school.

/** Shows the remembered school's emblem and name; forgets the school when the member logs out. */
class SchoolBadgeElement extends HTMLElement {
  #stops: (() => void)[] = [];

  connectedCallback(): void {
    const mark = this.querySelector('[data-mark]');
    const name = this.querySelector('[data-name]');
    this.#stops.push(
      $schoolBadge.subscribe((badge) => {
        this.hidden = !badge;
        if (mark) mark.textContent = badge ? emblemMark(badge.name) : '';
        if (name) name.textContent = badge?.name ?? '';
      }),
    );
    let wasLoggedIn = false;
    this.#stops.push(
      $session.subscribe((s) => {
        if (wasLoggedIn && s.check && !s.isLogin) forgetSchool();
        if (s.check) wasLoggedIn = s.isLogin;
      }),
    );
  }

  disconnectedCallback(): void {
    for (const stop of this.#stops) stop();
  }
}

/** Gives life to the header's badge (once per page), and opens the product list on the school's items. */
export function wakeSchoolBadge(): void {
  if (!customElements.get('school-badge'))
    customElements.define('school-badge', SchoolBadgeElement);
  openOnSchoolItems();
}

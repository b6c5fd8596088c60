import { schoolItemsUrl } from '../../lib/account/school-badge.model';
import { $schoolBadge } from '../../lib/account/school-badge.store';

/** On the product list (the page with its way back to every item): opens the bare list on the school's items. */
export function openOnSchoolItems(): void {
  const all = document.querySelector<HTMLElement>('[data-school-all]');
  if (!all) return;
  const badge = $schoolBadge.get();
  if (badge && window.location.search === '') {
    window.history.replaceState(null, '', schoolItemsUrl(badge));
    window.dispatchEvent(new PopStateEvent('popstate'));
  }
  if (badge) all.hidden = false;
}

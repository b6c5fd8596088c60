import { atom } from 'nanostores';
import { parseRoute, type Route, routeHref } from './router.model';

/** The screen the address bar names; follows back and forward. */
export const $route = atom<Route>(parseRoute(globalThis.location?.hash ?? ''));

globalThis.addEventListener?.('hashchange', () => {
  $route.set(parseRoute(location.hash));
});

/** Opens a screen (a new history entry, so back returns). */
export function navigate(route: Route): void {
  const href = routeHref(route);
  if (location.hash === href) $route.set(parseRoute(href));
  else location.hash = href;
}

import { checkSession } from '../../lib/session/session.store';

// Hearts on product tiles (`<tile-heart>` around a toggle button), on every page with the shell: a
// few lines in the shell's own file, so a guest downloads nothing more; a member's part (the
// favourites store and the list calls) loads once the session says "member".

type MemberPart = typeof import('./tile-heart-member');
let member: Promise<MemberPart> | null = null;
const memberPart = () => {
  member ??= import('./tile-heart-member');
  return member;
};
let woken = false;

/** Shows a member's favourites on every heart, now and later ones; once per page, nothing for guests. */
export function wakeTileHearts(): void {
  if (woken) return;
  woken = true;
  void checkSession().then(async (session) => {
    if (session.isLogin) (await memberPart()).defineTileHeart();
  });
}

/** A heart's click: a member turns the product over, a guest goes to the login page (then the product). */
function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const heart = target?.closest('tile-heart');
  if (!(heart instanceof HTMLElement) || !target?.closest('button')) return;
  event.preventDefault();
  void checkSession().then(async (session) => {
    if (!session.isLogin) location.assign(heart.dataset.login ?? '/login/');
    else await (await memberPart()).toggleHeart(heart);
  });
}

/** Listens for hearts' clicks, and wakes the hearts the page was built with. */
export function watchTileHearts(): void {
  document.addEventListener('click', onClick);
  if (document.querySelector('tile-heart')) wakeTileHearts();
}

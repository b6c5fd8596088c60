import { atom } from 'nanostores';
import { type ScreenType, screenTypeOf } from './navigation.model';

/** The screen type (phone, tablet, desktop) from the channel's breakpoints; null before the shell runs. */
export const $screenType = atom<ScreenType | null>(null);

/** Follows the window's width against `SITE.BREAKPOINT.SCREEN-SM/MD` (called once by the shell). */
export function watchScreenType(breakpoints: { sm: number; md: number }): void {
  const update = () => $screenType.set(screenTypeOf(window.innerWidth, breakpoints));
  update();
  window.addEventListener('resize', update, { passive: true });
}

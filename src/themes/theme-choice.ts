import { choice } from 'virtual:shop-theme/choice';
import type { ThemeChoice } from './resolve-screen';

/** The build's theme choice: the customer set and the site-setting theme (`SITE_CUSTOMER`/`SITE_THEME` win). */
export async function themeChoice(): Promise<ThemeChoice> {
  return choice;
}

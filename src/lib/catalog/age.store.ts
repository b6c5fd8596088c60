import { persistentAtom } from '@nanostores/persistent';

/** Whether this browser answered yes to the age check (remembered once answered). */
export const $ageConfirmed = persistentAtom<string>('catalog:age-confirmed', '');

/** True when the age check was already answered yes. */
export const isAgeConfirmed = (): boolean => $ageConfirmed.get() === 'yes';

/** Remembers a yes to the age check. */
export function confirmAge(): void {
  $ageConfirmed.set('yes');
}

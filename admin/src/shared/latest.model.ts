/**
 * Loads of one screen, newest wins: `begin()` starts a load and gives a check that stays true
 * until a later load begins, so an answer arriving after the screen moved on (another record, or
 * the same one opened again) is dropped instead of replacing what is shown or typed.
 */
export function newestLoad(): { begin(): () => boolean } {
  let newest = 0;
  return {
    begin() {
      const mine = ++newest;
      return () => mine === newest;
    },
  };
}

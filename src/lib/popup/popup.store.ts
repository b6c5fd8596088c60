import { atom } from 'nanostores';
import * as v from 'valibot';
import { type Popup, PopupSchema } from '../../../contract/content/content.schema';
import { listOf } from '../../../contract/shared/paging.schema';
import { browserCookies, type CookieJar } from '../shared/cookies';
import { ApiRequestError, http } from '../shared/http';
import { firstToShow, POPUP_COOKIE, shouldReplace, withDismissed } from './popup.model';

/** The popup on screen, or null. */
export const $popup = atom<Popup | null>(null);

/** What the popup actions depend on: the list, one popup by its id (null: none), the cookies. */
export type PopupDeps = {
  fetchPopups(): Promise<Popup[] | null>;
  fetchPopup(id: number): Promise<Popup | null>;
  jar: CookieJar;
};

/** A popup named only by its id, as an event reply may name it. */
const PopupRefSchema = v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)) });

/** Popup actions bound to their dependencies (tests bind fakes). */
export function createPopupActions(deps: PopupDeps) {
  let loaded: Promise<void> | undefined;

  /** Shows a popup unless the same one is already shown or this version was dismissed. */
  function showPopup(next: Popup | null | undefined): void {
    if (!next || !firstToShow([next], deps.jar.get(POPUP_COOKIE))) return;
    if (shouldReplace($popup.get(), next)) $popup.set(next);
  }

  /** Fetches the popup list once per page and shows the first not dismissed. */
  function loadPopups(): Promise<void> {
    loaded ??= deps
      .fetchPopups()
      .then((list) => showPopup(firstToShow(list ?? [], deps.jar.get(POPUP_COOKIE))));
    return loaded;
  }

  /** Hides the popup and remembers this version as dismissed (one year). */
  function dismissPopup(): void {
    const current = $popup.get();
    if (!current) return;
    deps.jar.set(POPUP_COOKIE, withDismissed(deps.jar.get(POPUP_COOKIE), current), {
      maxAge: 365 * 24 * 3600,
    });
    $popup.set(null);
  }

  /**
   * Shows the popup an ecommerce event reply carries (`{ popup }`), if any: in full, or named by
   * its id only, then read with `GET /v1/popups/{id}` (unless that popup is already shown).
   */
  async function showPopupFromEvent(reply: unknown): Promise<void> {
    const popup = (reply as { popup?: unknown } | null)?.popup;
    const parsed = v.safeParse(PopupSchema, popup);
    if (parsed.success) return showPopup(parsed.output);
    const named = v.safeParse(PopupRefSchema, popup);
    if (!named.success || $popup.get()?.id === named.output.id) return;
    showPopup(await deps.fetchPopup(named.output.id));
  }

  return { showPopup, loadPopups, dismissPopup, showPopupFromEvent };
}

const actions = createPopupActions({
  jar: browserCookies,
  fetchPopups: async () => {
    const res = await http.get('/v1/popups', { session: false });
    return res.ignored ? null : v.parse(listOf(PopupSchema), res.data).data;
  },
  fetchPopup: async (id) => {
    try {
      const res = await http.get(`/v1/popups/${id}`, { session: false });
      return res.ignored ? null : v.parse(PopupSchema, res.data);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) return null;
      throw error;
    }
  },
});

/** Fetches the top popups once and shows the first not dismissed. */
export const loadPopups = actions.loadPopups;
/** Shows a popup (replaced only when the id differs). */
export const showPopup = actions.showPopup;
/** Hides the shown popup and remembers it. */
export const dismissPopup = actions.dismissPopup;
/** Shows the popup returned by `POST /v1/ecommerce_events`, if any. */
export const showPopupFromEvent = actions.showPopupFromEvent;

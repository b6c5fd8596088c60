import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Popup } from '../../../contract/content/content.schema';
import { memoryCookies } from '../shared/cookies';
import { isDismissed, shouldReplace, withDismissed } from './popup.model';
import { $popup, createPopupActions } from './popup.store';

const popup = (id: number, updated_at = '2026-01-01T00:00:00.000Z'): Popup => ({
  id,
  title: `p${id}`,
  body: '<p>b</p>',
  link: '/lp/x/',
  link_label: '見る',
  image_path: '',
  placement: 'top',
  updated_at,
});

const noPopup = async (_id: number): Promise<Popup | null> => null;

beforeEach(() => $popup.set(null));

describe('popup rules', () => {
  it('replaces only when the id differs', () => {
    expect(shouldReplace(null, popup(1))).toBe(true);
    expect(shouldReplace(popup(1), popup(1, '2027-01-01T00:00:00.000Z'))).toBe(false);
    expect(shouldReplace(popup(1), popup(2))).toBe(true);
    expect(shouldReplace(popup(1), null)).toBe(false);
  });

  it('remembers a dismissed version; an edited popup shows again', () => {
    const cookie = withDismissed(
      withDismissed(undefined, popup(1)),
      popup(1, '2026-02-01T00:00:00.000Z'),
    );
    expect(cookie.split('|')).toHaveLength(1);
    expect(isDismissed(cookie, popup(1, '2026-02-01T00:00:00.000Z'))).toBe(true);
    expect(isDismissed(cookie, popup(1))).toBe(false);
  });
});

describe('popup actions', () => {
  it('fetches once, shows the first not dismissed, and remembers dismissal', async () => {
    const jar = memoryCookies();
    const fetchPopups = vi.fn(async () => [popup(1), popup(2)]);
    const a = createPopupActions({ jar, fetchPopups, fetchPopup: noPopup });
    await Promise.all([a.loadPopups(), a.loadPopups()]);
    expect(fetchPopups).toHaveBeenCalledTimes(1);
    expect($popup.get()?.id).toBe(1);
    a.dismissPopup();
    expect($popup.get()).toBeNull();
    const b = createPopupActions({ jar, fetchPopups, fetchPopup: noPopup });
    await b.loadPopups();
    expect($popup.get()?.id).toBe(2);
  });

  it('shows a popup from an event reply, ignoring replies without a valid one', async () => {
    const fetchPopup = vi.fn(noPopup);
    const a = createPopupActions({ jar: memoryCookies(), fetchPopups: async () => [], fetchPopup });
    await a.showPopupFromEvent({ ok: true });
    await a.showPopupFromEvent(null);
    await a.showPopupFromEvent({ popup: { id: 'x' } });
    expect($popup.get()).toBeNull();
    await a.showPopupFromEvent({ popup: popup(5) });
    expect($popup.get()?.id).toBe(5);
    const shown = $popup.get();
    await a.showPopupFromEvent({ popup: popup(5, '2030-01-01T00:00:00.000Z') });
    expect($popup.get()).toBe(shown);
    expect(fetchPopup).not.toHaveBeenCalled();
  });

  it('reads a popup an event names by its id only (GET /v1/popups/{id}), unless it is shown', async () => {
    const fetchPopup = vi.fn(async (id: number) => (id === 7 ? popup(7) : null));
    const a = createPopupActions({ jar: memoryCookies(), fetchPopups: async () => [], fetchPopup });
    await a.showPopupFromEvent({ popup: { id: 7 } });
    expect($popup.get()?.id).toBe(7);
    await a.showPopupFromEvent({ popup: { id: 7 } });
    await a.showPopupFromEvent({ popup: { id: 8 } });
    expect(fetchPopup.mock.calls).toEqual([[7], [8]]);
    expect($popup.get()?.id).toBe(7);
  });
});

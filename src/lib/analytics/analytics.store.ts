import { atom } from 'nanostores';
import { momentMessage, type ShopMoment } from './analytics.model';

/** The latest moment of the shop; store actions record, the listener below reports. */
export const $shopMoment = atom<ShopMoment | null>(null);

/** Records a moment for analytics (store actions call this; islands never do). */
export function recordMoment(moment: ShopMoment): void {
  $shopMoment.set(moment);
}

/** Pushes one message to `window.dataLayer`, clearing the previous ecommerce object first (GA4 guidance). */
function pushToDataLayer(message: object): void {
  if (typeof window === 'undefined') return;
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer ??= [];
  w.dataLayer.push({ ecommerce: null }, message);
}

/** Sends every recorded moment to the data layer; the one place analytics leaves the shop. */
export function startAnalytics(): () => void {
  return $shopMoment.listen((moment) => {
    const message = moment && momentMessage(moment);
    if (message) pushToDataLayer(message);
  });
}

if (typeof window !== 'undefined') startAnalytics();

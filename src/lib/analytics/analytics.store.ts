import { atom } from 'nanostores';
import {
  type DataLayerMessage,
  momentMessage,
  recommendCount,
  type ShopMoment,
} from '../../../contract/analytics/analytics.model';
import { browserCookies } from '../shared/cookies';
import { http } from '../shared/http';
import { createAnalyticsApi } from './analytics.api';

/** The latest moment of the shop; store actions record, the listener below reports. */
export const $shopMoment = atom<ShopMoment | null>(null);

/** Records a moment for analytics (store actions call this; islands never do). */
export function recordMoment(moment: ShopMoment): void {
  $shopMoment.set(moment);
}

/** Pushes one message to `window.dataLayer`, clearing the previous ecommerce object first (GA4 guidance). */
function pushToDataLayer(message: DataLayerMessage): void {
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer ??= [];
  if ('ecommerce' in message) w.dataLayer.push({ ecommerce: null });
  w.dataLayer.push(message);
}

/** Where each message goes besides the data layer (tests bind a fake). */
export type EventSink = (message: DataLayerMessage) => void;

const api = createAnalyticsApi(http);

/** Records the event with the API and shows the popup it answers (loaded only when there is one). */
const postEvent: EventSink = (message) => {
  const args = 'ecommerce' in message ? message.ecommerce : { method: message.method };
  void api
    .record(message.event, args, browserCookies.get('cartToken') ?? null, recommendCount(message))
    .then(async (popup) => {
      if (popup) await (await import('../popup/popup.store')).showPopupFromEvent({ popup });
    })
    .catch(() => undefined);
};

/** Sends every recorded moment to the data layer and the API; the one place analytics leaves the shop. */
export function startAnalytics(sink: EventSink = postEvent): () => void {
  return $shopMoment.listen((moment) => {
    const message = moment && momentMessage(moment);
    if (!message || typeof window === 'undefined') return;
    pushToDataLayer(message);
    sink(message);
  });
}

if (typeof window !== 'undefined') startAnalytics();

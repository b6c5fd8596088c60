import { atom } from 'nanostores';
import type { OrderSummary } from '../../../contract/orders/orders.schema';
import type { PointBalance, PointHistory } from '../../../contract/orders/points.schema';
import { http } from '../shared/http';
import { createOrdersApi } from './orders.api';

const api = createOrdersApi(http);

/** The points screen: balance and one page of the history. */
export type PointsState = {
  status: 'loading' | 'ready' | 'error';
  balance: PointBalance | null;
  items: PointHistory[];
  total: number;
  current: number;
  last: number;
};

const LOADING: PointsState = {
  status: 'loading',
  balance: null,
  items: [],
  total: 0,
  current: 1,
  last: 1,
};

/** ポイント: the balance, its expiry and the history page shown. */
export const $points = atom<PointsState>(LOADING);

/** The my page top's summary: points and the newest order. */
export const $mypageSummary = atom<{
  status: 'loading' | 'ready' | 'error';
  balance: PointBalance | null;
  latest: OrderSummary | null;
}>({ status: 'loading', balance: null, latest: null });

/** Loads the balance and one page of the point history. */
export async function loadPoints(page: number): Promise<void> {
  $points.set(LOADING);
  try {
    const [balance, history] = await Promise.all([api.points(), api.pointHistory(page)]);
    if (!balance || !history) return;
    $points.set({
      status: 'ready',
      balance,
      items: history.data,
      total: history.paging?.total ?? history.data.length,
      current: history.paging?.current ?? page,
      last: history.paging?.last ?? 1,
    });
  } catch {
    $points.set({ ...LOADING, status: 'error' });
  }
}

/** Loads the my page top's points and newest order. */
export async function loadMypageSummary(): Promise<void> {
  try {
    const [balance, orders] = await Promise.all([api.points(), api.orders(1, 1)]);
    if (!balance || !orders) return;
    $mypageSummary.set({ status: 'ready', balance, latest: orders.data[0] ?? null });
  } catch {
    $mypageSummary.set({ status: 'error', balance: null, latest: null });
  }
}

import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { POINT_MESSAGES as P } from '../../../contract/orders/orders.messages';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import { pageFromQuery } from '../../lib/mypage/history-list.model';
import { formatDate, orderPath, pointKindLabel } from '../../lib/orders/orders.model';
import { $points, loadPoints } from '../../lib/orders/points.store';
import { useGuard } from '../auth/useGuard';
import Loading from '../shared/Loading';
import Pagination from '../shared/Pagination';

/** /mypage/point/: the balance, when it lapses, and the history of earning and using points. */
export default function PointsPage({ settings }: { settings: GuardSettings }) {
  const ready = useGuard('login-only', settings);
  const state = useStore($points);
  useEffect(() => {
    if (ready) void loadPoints(pageFromQuery(window.location.search));
  }, [ready]);
  if (!ready || state.status === 'loading') return <Loading text={P.title} />;
  if (state.status === 'error' || !state.balance) {
    return (
      <p className="message message--error" role="alert">
        {P.loadFailed}
      </p>
    );
  }
  const { balance } = state;
  return (
    <>
      <dl className="points-balance">
        <div>
          <dt>{P.balance}</dt>
          <dd className="points-balance__value" data-testid="points-balance">
            {P.points(balance.balance)}
          </dd>
        </div>
        <div>
          <dt>{P.expiresAt}</dt>
          <dd>{balance.expires_at ? formatDate(balance.expires_at) : P.noExpiry}</dd>
        </div>
      </dl>
      <p className="points-note">{P.expiryNote}</p>
      <h2 className="order-section__title">{P.historyTitle}</h2>
      {state.items.length === 0 ? (
        <p>{P.historyEmpty}</p>
      ) : (
        <table className="points-table">
          <caption className="visually-hidden">{P.historyTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{P.date}</th>
              <th scope="col">{P.kind}</th>
              <th scope="col">{P.change}</th>
            </tr>
          </thead>
          <tbody>
            {state.items.map((h) => (
              <tr key={h.id}>
                <td>
                  <time dateTime={h.created_at}>{formatDate(h.created_at)}</time>
                </td>
                <td>
                  {pointKindLabel(h.kind)}
                  {h.note && <span className="points-table__note">{h.note}</span>}
                  {h.order_no && h.order_id && (
                    <a className="points-table__order" href={orderPath(h.order_id)}>
                      {P.order} {h.order_no}
                    </a>
                  )}
                  {h.shortfall > 0 && (
                    <span className="points-table__note">{P.shortfall(h.shortfall)}</span>
                  )}
                </td>
                <td className={h.points < 0 ? 'points-table__minus' : 'points-table__plus'}>
                  {P.signed(h.points)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination current={state.current} last={state.last} basePath="/mypage/point/" />
    </>
  );
}

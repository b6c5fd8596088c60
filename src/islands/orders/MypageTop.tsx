import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { MYPAGE_MENU, MYPAGE_MESSAGES as T } from '../../../contract/mypage/mypage.messages';
import { ORDER_MESSAGES as M, POINT_MESSAGES as P } from '../../../contract/orders/orders.messages';
import { formatYen } from '../../../contract/shared/money';
import { $me, loadMe } from '../../lib/account/account.store';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import { formatDate, orderPath, statusLabel } from '../../lib/orders/orders.model';
import { $mypageSummary, loadMypageSummary } from '../../lib/orders/points.store';
import { useGuard } from '../auth/useGuard';
import Loading from '../shared/Loading';
import { useHydratedStore } from '../shared/useHydratedStore';

/** /mypage/: the member's name, points, newest order and the menu of every my page screen. */
export default function MypageTop({ settings }: { settings: GuardSettings }) {
  const ready = useGuard('login-only', settings);
  const me = useHydratedStore($me);
  const summary = useStore($mypageSummary);
  useEffect(() => {
    if (!ready) return;
    loadMe();
    void loadMypageSummary();
  }, [ready]);
  if (!ready || me === undefined || summary.status === 'loading') {
    return <Loading text={T.loading} />;
  }
  const latest = summary.latest;
  return (
    <div className="mypage-top">
      {me && <p className="mypage-top__name">{T.welcome(`${me.last_name} ${me.first_name}`)}</p>}
      {summary.status === 'error' && (
        <p className="message message--error" role="alert">
          {T.loadFailed}
        </p>
      )}
      <div className="mypage-top__cards">
        <section className="mypage-card" aria-labelledby="mypage-points">
          <h2 id="mypage-points" className="mypage-card__title">
            {T.points}
          </h2>
          <p className="mypage-card__big">{P.points(summary.balance?.balance ?? 0)}</p>
          {summary.balance?.expires_at && (
            <p className="mypage-card__note">
              {T.pointsExpire(formatDate(summary.balance.expires_at))}
            </p>
          )}
          <a href="/mypage/point/">{P.historyTitle}</a>
        </section>
        <section className="mypage-card" aria-labelledby="mypage-latest">
          <h2 id="mypage-latest" className="mypage-card__title">
            {T.latestOrder}
          </h2>
          {latest ? (
            <>
              <p>
                <a href={orderPath(latest.id)}>
                  {M.orderNo} {latest.order_no}
                </a>
              </p>
              <p className="mypage-card__note">
                {formatDate(latest.ordered_at)} {statusLabel(latest.status)}{' '}
                {formatYen(latest.total_payment)}
              </p>
            </>
          ) : (
            <p>{T.noOrder}</p>
          )}
          <a href="/mypage/order_history/">{T.allOrders}</a>
        </section>
      </div>
      <nav aria-label={T.menuLabel} className="mypage-menu">
        {MYPAGE_MENU.map((section) => (
          <section key={section.title} className="mypage-menu__section">
            <h2 className="mypage-menu__title">{section.title}</h2>
            <ul>
              {section.links.map((l) => (
                <li key={l.href}>
                  <a href={l.href}>{l.label}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
    </div>
  );
}

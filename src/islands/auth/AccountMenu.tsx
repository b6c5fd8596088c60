import { lazy, Suspense, useEffect } from 'react';
import { ACCOUNT_MENU_MESSAGES as M } from '../../../contract/auth/account-menu.messages';
import { $session, checkSession } from '../../lib/session/session.store';
import { useHydratedStore } from '../shared/useHydratedStore';

// Members only: the unread badge and the token polling load after login is known (issue 10).
const UnreadBadge = lazy(() => import('../message-center/UnreadBadge'));

/** Header links: ログイン when logged out, マイページ and ログアウト when logged in. */
export default function AccountMenu() {
  const session = useHydratedStore($session);
  useEffect(() => {
    checkSession().then((state) => {
      if (state.isLogin)
        void import('../../lib/auth/auth.store').then((m) => m.startRefreshPolling());
    });
  }, []);
  if (!session.check) return <span className="account-menu account-menu--pending" />;
  if (!session.isLogin) {
    return (
      <span className="account-menu">
        <a href="/login/">{M.login}</a>
      </span>
    );
  }
  return (
    <span className="account-menu">
      <a href="/mypage/">{M.myPage}</a>
      <Suspense fallback={null}>
        <UnreadBadge />
      </Suspense>
      <a href="/mypage/logout/" className="account-menu__logout">
        {M.logout}
      </a>
    </span>
  );
}

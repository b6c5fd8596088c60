import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { AUTH_MESSAGES as M } from '../../lib/auth/auth.messages';
import { startRefreshPolling } from '../../lib/auth/auth.store';
import { $session, checkSession } from '../../lib/session/session.store';
import UnreadBadge from '../message-center/UnreadBadge';

/** Header links: ログイン when logged out, マイページ and ログアウト when logged in. */
export default function AccountMenu() {
  const session = useStore($session);
  useEffect(() => {
    checkSession().then((state) => {
      if (state.isLogin) startRefreshPolling();
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
      <UnreadBadge />
      <a href="/mypage/logout/" className="account-menu__logout">
        {M.logout}
      </a>
    </span>
  );
}

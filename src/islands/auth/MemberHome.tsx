import { useEffect } from 'react';
import { ACCOUNT_MESSAGES as M } from '../../../contract/account/account.messages';
import { $me, loadMe } from '../../lib/account/account.store';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import Loading from '../shared/Loading';
import { useHydratedStore } from '../shared/useHydratedStore';
import SessionWarning from './SessionWarning';
import { useGuard } from './useGuard';

/** /ec/: greeting, points and the member menu. */
export default function MemberHome({ settings }: { settings: GuardSettings }) {
  const ready = useGuard('login-only', settings);
  const me = useHydratedStore($me);
  useEffect(() => {
    if (ready) loadMe();
  }, [ready]);
  if (!ready || me === undefined) return <Loading text={M.loading} />;
  return (
    <div className="member-home">
      <SessionWarning />
      {me ? (
        <div className="member-home__greeting">
          <p className="member-home__name">{M.welcome(`${me.last_name} ${me.first_name}`)}</p>
          <p>{M.points(me.points)}</p>
        </div>
      ) : (
        <p className="message message--error" role="alert">
          {M.loadFailed}
        </p>
      )}
      <nav aria-label={M.menuLabel}>
        <ul className="member-menu">
          {M.menu.map((item) => (
            <li key={item.href}>
              <a href={item.href}>{item.label}</a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

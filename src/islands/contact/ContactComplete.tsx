import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { CONTACT_MESSAGES as M } from '../../lib/contact/contact.messages';
import { $sentByMember, openComplete } from '../../lib/contact/contact.store';

/** /contact/complete/: thanks, and for a member the way to the inquiry history. */
export default function ContactComplete() {
  const byMember = useStore($sentByMember);
  useEffect(() => {
    openComplete();
  }, []);
  return (
    <div className="account-panel contact-complete">
      <p role="status">{M.completeLead}</p>
      {byMember && <p>{M.completeMember}</p>}
      <ul className="account-links">
        {byMember && (
          <li>
            <a href="/mypage/inquiry_history/">{M.toHistory}</a>
          </li>
        )}
        <li>
          <a href="/">{M.toTop}</a>
        </li>
      </ul>
    </div>
  );
}

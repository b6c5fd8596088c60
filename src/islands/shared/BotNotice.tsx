import { useEffect, useState } from 'react';
import { BOT_NOTICE_MESSAGES as M } from '../../../contract/shared/common.messages';
import { botCheck, botCheckIsOn } from '../../lib/shared/bot-check-browser';

/** Google's required wording with its two links (the badge itself is hidden by CSS). */
export function BotNoticeText() {
  return (
    <p className="bot-notice">
      {M.before}
      <a href={M.privacyUrl} target="_blank" rel="noopener noreferrer">
        {M.privacy}
      </a>
      {M.and}
      <a href={M.termsUrl} target="_blank" rel="noopener noreferrer">
        {M.terms}
      </a>
      {M.after}
    </p>
  );
}

/**
 * Beside a guarded form: when the build turned reCAPTCHA on, shows the notice after hydration (the
 * key is read from the page) and starts loading the script so the submission need not wait.
 */
export function BotNotice() {
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (!botCheckIsOn()) return;
    setOn(true);
    botCheck.prepare();
  }, []);
  return on ? <BotNoticeText /> : null;
}

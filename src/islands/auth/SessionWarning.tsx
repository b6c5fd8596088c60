import { useStore } from '@nanostores/react';
import { SHELL_MESSAGES as M } from '../../../contract/shared/common.messages';
import { EMAIL_EDIT_PAGE } from '../../lib/session/flags.model';
import { $sessionWarning, clearSessionWarning } from '../../lib/session/warning.store';
import Button from '../shared/Button';
import { useHydrated } from '../shared/useHydrated';

/** The stored session warning (expired password, bouncing mail) with a way to close it. */
export default function SessionWarning() {
  const hydrated = useHydrated();
  const warning = useStore($sessionWarning);
  if (!hydrated || !warning) return null;
  const mail = warning === 'mail-error';
  return (
    <div className="message message--error session-warning">
      <p>{mail ? M.mailErrorCountOver : M.passwordExpired}</p>
      {mail && <a href={EMAIL_EDIT_PAGE}>{M.fixEmail}</a>}{' '}
      <Button type="button" className="btn btn--ghost" onClick={clearSessionWarning}>
        {M.dismissWarning}
      </Button>
    </div>
  );
}

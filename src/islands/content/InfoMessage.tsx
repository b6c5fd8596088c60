import { createElement, useEffect } from 'react';
import { CONTENT_MESSAGES } from '../../../contract/content/content.messages';
import Button from '../shared/Button';

/** React pages' information message: renders `<info-message>` and loads its element lazily. */
export default function InfoMessage({ code }: { code: string }) {
  useEffect(() => {
    void import('./info-message-element');
  }, []);
  return createElement(
    'info-message',
    { 'data-code': code, hidden: true },
    <div className="info-message" role="note">
      <p data-text="" />
      <Button type="button" className="info-message__close">
        {CONTENT_MESSAGES.dismiss}
      </Button>
    </div>,
  );
}

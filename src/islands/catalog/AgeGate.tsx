import { useEffect, useRef, useState } from 'react';
import { confirmAge, isAgeConfirmed } from '../../lib/catalog/age.store';
import { CATALOG_MESSAGES as M } from '../../lib/catalog/catalog.messages';
import Button from '../shared/Button';

/** The age-verification modal of restricted products; a yes is remembered, a no leaves the page. */
export default function AgeGate() {
  const ref = useRef<HTMLDialogElement>(null);
  const [denied, setDenied] = useState(false);
  useEffect(() => {
    if (!isAgeConfirmed()) ref.current?.showModal();
  }, []);
  function yes() {
    confirmAge();
    ref.current?.close();
  }
  function no() {
    setDenied(true);
    window.setTimeout(() => window.location.assign('/'), 1500);
  }
  return (
    <dialog
      ref={ref}
      className="search-dialog age-gate"
      aria-labelledby="age-title"
      onCancel={(e) => e.preventDefault()}
    >
      <div className="search-dialog__body">
        <h2 id="age-title">{M.ageTitle}</h2>
        <p>{M.ageQuestion}</p>
        {denied ? (
          <p className="message message--error" role="alert">
            {M.ageDenied}
          </p>
        ) : (
          <div className="search-form__actions">
            <Button type="button" className="btn btn--accent" onClick={yes}>
              {M.ageYes}
            </Button>
            <Button type="button" className="btn" onClick={no}>
              {M.ageNo}
            </Button>
          </div>
        )}
      </div>
    </dialog>
  );
}

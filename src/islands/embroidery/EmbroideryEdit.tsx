import { type FormEvent, useEffect, useState } from 'react';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import {
  EMBROIDERY_SCRIPTS,
  EMBROIDERY_MESSAGES as M,
  THREAD_COLORS,
} from '../../lib/embroidery/embroidery.messages';
import {
  checkEmbroideryForm,
  EMPTY_EMBROIDERY_FORM,
  type EmbroideryForm,
  embroideryForm,
  embroideryIdFromSearch,
  scriptLabel,
} from '../../lib/embroidery/embroidery.model';
import { type EmbroideryBody, threadColorLabel } from '../../lib/embroidery/embroidery.schema';
import {
  $embroideries,
  loadEmbroideries,
  saveEmbroidery,
} from '../../lib/embroidery/embroidery.store';
import { flash } from '../../lib/shared/flash.store';
import { useGuard } from '../auth/useGuard';
import Field from '../checkout/Field';
import Button from '../shared/Button';
import ConfirmStep from '../shared/ConfirmStep';

type Errors = Record<string, string[]>;

/** /mypage/name-embroidery/edit/ (`?id=` to change one): script, name and thread colour. */
export default function EmbroideryEdit({ settings }: { settings: GuardSettings }) {
  const ready = useGuard('login-only', settings);
  const [id, setId] = useState<number | null>(null);
  const [form, setForm] = useState<EmbroideryForm | null>(null);
  const [confirming, setConfirming] = useState<EmbroideryBody | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!ready) return;
    const wanted = embroideryIdFromSearch(window.location.search);
    if (wanted === null) return setForm(EMPTY_EMBROIDERY_FORM);
    setId(wanted);
    void loadEmbroideries().then(() => {
      const list = $embroideries.get();
      const found = list.status === 'ready' ? list.items.find((e) => e.id === wanted) : undefined;
      if (found) setForm(embroideryForm(found));
      else setMessage(M.notFound);
    });
  }, [ready]);

  if (!ready || (!form && !message)) return <p aria-busy="true">{M.loading}</p>;

  function check(event: FormEvent) {
    event.preventDefault();
    if (!form) return;
    const checked = checkEmbroideryForm(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      setMessage(M.checkErrors);
      return;
    }
    setErrors({});
    setMessage(null);
    setConfirming(checked.body);
  }

  async function save(body: EmbroideryBody) {
    setBusy(true);
    const result = await saveEmbroidery(id, body);
    setBusy(false);
    if (result.ok) {
      flash(M.saved, '/mypage/name-embroidery/');
      window.location.assign('/mypage/name-embroidery/');
      return;
    }
    setConfirming(null);
    setErrors(result.errors);
    setMessage(result.message);
  }

  const alert = message && (
    <p className="message message--error" role="alert">
      {message}
    </p>
  );
  if (confirming) {
    return (
      <ConfirmStep
        lead={M.confirmLead}
        rows={[
          [M.script, scriptLabel(confirming.script)],
          [M.name, confirming.name],
          [M.color, threadColorLabel(confirming.color)],
        ]}
        backLabel={M.back}
        saveLabel={M.save}
        busy={busy}
        onBack={() => setConfirming(null)}
        onSave={() => save(confirming)}
      />
    );
  }
  if (!form) return alert;
  const set = (patch: Partial<EmbroideryForm>) => setForm({ ...form, ...patch });
  return (
    <form className="account-form body-form" onSubmit={check} noValidate>
      {alert}
      <fieldset className="body-choice">
        <legend>{M.script}</legend>
        {EMBROIDERY_SCRIPTS.map((s) => (
          <label key={s.key}>
            <input
              type="radio"
              name="script"
              value={s.key}
              checked={form.script === s.key}
              onChange={() => set({ script: s.key })}
            />
            {M.scriptHint(s.label, s.max, s.example)}
          </label>
        ))}
      </fieldset>
      <Field
        id="embroidery-name"
        label={M.name}
        required
        hint={form.script === 'romaji' ? M.romajiHint : undefined}
        error={errors.name}
      >
        {(aria) => (
          <input
            {...aria}
            className="form-field__input"
            value={form.name}
            onChange={(e) => set({ name: e.target.value })}
          />
        )}
      </Field>
      <Field id="embroidery-color" label={M.color} required error={errors.color}>
        {(aria) => (
          <select
            {...aria}
            className="form-field__input"
            value={form.color}
            onChange={(e) => set({ color: e.target.value })}
          >
            {THREAD_COLORS.map((c) => (
              <option key={c.key} value={c.key}>
                {c.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="form-actions">
        <a className="btn btn--ghost" href="/mypage/name-embroidery/">
          {M.cancel}
        </a>
        <Button type="submit" className="btn btn--primary">
          {M.confirm}
        </Button>
      </div>
    </form>
  );
}

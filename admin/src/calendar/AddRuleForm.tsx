import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Field, Notice } from '../shared/Field';
import { firstError } from '../shared/http.model';
import { CALENDAR_MESSAGES as M } from './calendar.messages';
import type { RuleDraft } from './calendar.model';
import { $ruleForm, addRule } from './calendar.store';

const EMPTY: RuleDraft = { kind: 'weekly', weekday: '0', from: '', to: '', label: '' };

/** The add-rule form: every week on a weekday, or a span of days every year. */
export function AddRuleForm() {
  const form = useStore($ruleForm);
  const [draft, setDraft] = useState<RuleDraft>(EMPTY);
  const set = (key: keyof RuleDraft) => (value: string) => setDraft({ ...draft, [key]: value });
  return (
    <section className="panel" aria-labelledby="add-rule-title">
      <h2 id="add-rule-title" className="panel-title">
        {M.addTitle}
      </h2>
      {form.error && <Notice kind="error">{form.error}</Notice>}
      <form
        noValidate
        className="form-grid"
        onSubmit={async (event) => {
          event.preventDefault();
          if (await addRule(draft)) setDraft(EMPTY);
        }}
      >
        <Field label={M.kind} required error={firstError(form.errors, 'kind')}>
          {(control) => (
            <select
              {...control}
              className="input"
              value={draft.kind}
              onChange={(e) => set('kind')(e.target.value)}
            >
              <option value="weekly">{M.kindWeekly}</option>
              <option value="yearly">{M.kindYearly}</option>
            </select>
          )}
        </Field>
        {draft.kind === 'weekly' ? (
          <Field label={M.weekday} required error={firstError(form.errors, 'weekday')}>
            {(control) => (
              <select
                {...control}
                className="input"
                value={draft.weekday}
                onChange={(e) => set('weekday')(e.target.value)}
              >
                {M.weekdayNames.map((name, i) => (
                  <option key={name} value={String(i)}>
                    {name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : (
          <>
            <Field
              label={M.from}
              required
              hint={M.spanHint}
              error={firstError(form.errors, 'from')}
            >
              {(control) => (
                <input
                  {...control}
                  className="input"
                  inputMode="numeric"
                  placeholder="12-29"
                  value={draft.from}
                  onChange={(e) => set('from')(e.target.value)}
                />
              )}
            </Field>
            <Field label={M.to} required error={firstError(form.errors, 'to')}>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  inputMode="numeric"
                  placeholder="01-03"
                  value={draft.to}
                  onChange={(e) => set('to')(e.target.value)}
                />
              )}
            </Field>
          </>
        )}
        <Field label={M.name} required hint={M.nameHint} error={firstError(form.errors, 'label')}>
          {(control) => (
            <input
              {...control}
              className="input"
              maxLength={30}
              value={draft.label}
              onChange={(e) => set('label')(e.target.value)}
            />
          )}
        </Field>
        <div className="span-2">
          <button type="submit" className="button button-primary" disabled={form.busy}>
            {M.add}
          </button>
        </div>
      </form>
    </section>
  );
}

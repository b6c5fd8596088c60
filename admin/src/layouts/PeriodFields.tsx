import { Field } from '../shared/Field';
import type { FieldErrors } from '../shared/http.model';
import { LAYOUTS_MESSAGES as M } from './layouts.messages';

/**
 * A publish period as two `datetime-local` fields in Japan time, as the brand and maker pages'
 * period (a seasonal scheme's, a period layout's); `errors` named `publish_from` and `publish_to`.
 */
export function PeriodFields(props: {
  legend: string;
  hint: string;
  from: string;
  to: string;
  errors: FieldErrors;
  disabled: boolean;
  onChange: (period: { from: string; to: string }) => void;
}) {
  const { from, to, errors } = props;
  return (
    <fieldset className="stack">
      <legend className="field-label">{props.legend}</legend>
      <p className="field-hint">{props.hint}</p>
      <div className="form-grid">
        <Field label={M.publishFrom} error={errors.publish_from?.[0]}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="datetime-local"
              value={from}
              disabled={props.disabled}
              onChange={(e) => props.onChange({ from: e.target.value, to })}
            />
          )}
        </Field>
        <Field label={M.publishTo} error={errors.publish_to?.[0]}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="datetime-local"
              value={to}
              disabled={props.disabled}
              onChange={(e) => props.onChange({ from, to: e.target.value })}
            />
          )}
        </Field>
      </div>
    </fieldset>
  );
}

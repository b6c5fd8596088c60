import type { SchemeColorName } from '../../../contract/color/scheme-colors';
import { Field } from '../shared/Field';
import { normaliseHex } from './color-scheme.model';
import { LAYOUTS_MESSAGES as M } from './layouts.messages';

/** One colour: a colour picker and its hex text side by side, both labelled; either edits it. */
export function ColorRow(props: {
  name: SchemeColorName;
  value: string;
  error?: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const label = M.colorNames[props.name];
  const hex = normaliseHex(props.value);
  const error = props.error ?? (hex ? undefined : M.hexInvalid);
  return (
    <div className="color-row">
      <Field label={label}>
        {(control) => (
          <input
            {...control}
            type="color"
            className="color-picker"
            value={hex ?? '#000000'}
            disabled={props.disabled}
            onChange={(e) => props.onChange(e.target.value)}
          />
        )}
      </Field>
      <Field label={M.hexLabel(label)} hint={M.hexHint} error={error}>
        {(control) => (
          <input
            {...control}
            className="input input-small mono"
            value={props.value}
            maxLength={7}
            spellCheck={false}
            autoComplete="off"
            disabled={props.disabled}
            onChange={(e) => props.onChange(e.target.value)}
          />
        )}
      </Field>
    </div>
  );
}

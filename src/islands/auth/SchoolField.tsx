import { useRef, useState } from 'react';
import { SCHOOL_MESSAGES } from '../../../contract/account/account.messages';
import type { FormField } from '../../../contract/account/form-layout.schema';
import { checkSchoolKey } from '../../lib/account/account-actions.store';
import Field from './Field';

type Note = { ok: boolean; text: string } | null;

const confirmed = (text: string) => (
  <>
    <span aria-hidden="true">✓ </span>
    {text}
  </>
);

/** The 学校コード field: checked on blur, showing the confirmed school or why the code is wrong. */
export default function SchoolField(props: {
  field: FormField;
  value: string;
  errors?: readonly string[];
  onChange(value: string): void;
}) {
  const { field, value, errors, onChange } = props;
  const [note, setNote] = useState<Note>(null);
  const [checking, setChecking] = useState(false);
  // The refusal the shopper has since edited the code after (it no longer applies).
  const [retired, setRetired] = useState<readonly string[]>();
  const checked = useRef('');
  const latest = useRef(0);

  async function check() {
    if (value === checked.current) return;
    checked.current = value;
    const run = ++latest.current;
    setChecking(true);
    const result = await checkSchoolKey(value);
    // A newer check (the shopper typed on) wins over a slow older reply.
    if (run !== latest.current) return;
    setChecking(false);
    setNote(result);
  }

  // A refusal on submit is about the code sent then: once the shopper edits it, the new check speaks.
  const refused = errors?.length && errors !== retired ? errors : undefined;
  const shownErrors = refused ?? (note && !note.ok ? [note.text] : undefined);
  return (
    <div className="school-field">
      <Field
        name={field.name}
        label={field.label}
        value={value}
        onChange={(next) => {
          if (note) setNote(null);
          if (refused) setRetired(refused);
          onChange(next);
        }}
        onBlur={check}
        errors={shownErrors}
        hint={field.hint}
        required={field.required}
        autoComplete={field.autocomplete}
        autoCapitalize="characters"
        spellCheck={false}
      />
      <p className="form-field__ok" role="status" aria-live="polite">
        {checking ? SCHOOL_MESSAGES.checking : note?.ok && !refused ? confirmed(note.text) : null}
      </p>
    </div>
  );
}

import { useState } from 'react';
import { Field } from '../shared/Field';
import { LAYOUTS_MESSAGES as M } from './layouts.messages';
import { addEmbed, embedProblem, type SectionRow } from './page-layout.model';

/**
 * 埋め込みを追加: a media file's URL and an optional heading, added at the end of the page's
 * sections (saved, and checked by the server, with the rest of the layout). What is typed stays
 * until it is added.
 */
export function EmbedAdder(props: {
  sections: SectionRow[];
  disabled: boolean;
  onAdd: (sections: SectionRow[]) => void;
}) {
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = () => {
    const found = embedProblem(props.sections, url);
    if (found) {
      setProblem(found === 'required' ? M.embedRequired : M.embedRepeated);
      return;
    }
    props.onAdd(addEmbed(props.sections, url, title));
    setUrl('');
    setTitle('');
    setProblem(null);
  };
  return (
    <fieldset className="form-section embed-adder">
      <legend className="field-label">{M.addEmbed}</legend>
      <Field label={M.embedUrl} hint={M.embedUrlHint} error={problem ?? undefined}>
        {(control) => (
          <input
            {...control}
            className="input"
            value={url}
            maxLength={2000}
            inputMode="url"
            onChange={(e) => {
              setUrl(e.target.value);
              setProblem(null);
            }}
          />
        )}
      </Field>
      <Field label={M.embedTitle}>
        {(control) => (
          <input
            {...control}
            className="input"
            value={title}
            maxLength={100}
            onChange={(e) => setTitle(e.target.value)}
          />
        )}
      </Field>
      <div>
        <button type="button" className="button" disabled={props.disabled} onClick={add}>
          {M.addEmbed}
        </button>
      </div>
    </fieldset>
  );
}

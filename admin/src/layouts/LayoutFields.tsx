import { useId, useState } from 'react';
import { LAYOUT_NAMES } from '../../../contract/settings/layouts.schema';
import { Field } from '../shared/Field';
import { EmbedAdder } from './EmbedAdder';
import { LAYOUTS_MESSAGES as M } from './layouts.messages';
import { addableSections, addSection, type LayoutForm, SECTION_PAGES } from './page-layout.model';
import { SectionList } from './SectionList';

const section = (type: string) => M.sectionName(type, null, M.sectionNames);

/**
 * A page's layout and, on a page made of parts, its sections in order (move, hide, add a part or
 * an embed, remove): the page's own layout, or its period layout. `errors` are named as the save's
 * (`layout`, `sections.0.type`…).
 */
export function LayoutFields(props: {
  page: string;
  form: LayoutForm;
  errors: Record<string, string[]>;
  busy: boolean;
  onChange: (form: LayoutForm) => void;
}) {
  const { page, form, errors, busy, onChange } = props;
  const [adding, setAdding] = useState('');
  const addId = useId();
  const addable = addableSections(page, form.sections);
  const toAdd = addable.includes(adding) ? adding : (addable[0] ?? '');
  return (
    <>
      <Field label={M.layout} error={errors.layout?.[0]}>
        {(control) => (
          <select
            {...control}
            className="input input-small"
            value={form.layout}
            onChange={(e) => onChange({ ...form, layout: e.target.value as LayoutForm['layout'] })}
          >
            {LAYOUT_NAMES.map((name) => (
              <option key={name} value={name}>
                {M.layouts[name] ?? name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {SECTION_PAGES.includes(page) ? (
        <fieldset className="form-section">
          <legend className="field-label">{M.sections}</legend>
          <p className="field-hint">{M.sectionsHint}</p>
          {form.sections.length === 0 && <p className="sub">{M.noSections}</p>}
          <SectionList
            sections={form.sections}
            errors={errors}
            disabled={busy}
            onChange={(sections) => onChange({ ...form, sections })}
          />
          <div className="inline-form">
            {addable.length === 0 ? (
              <p className="sub">{M.nothingToAdd}</p>
            ) : (
              <>
                <label htmlFor={addId} className="field-label">
                  {M.addSection}
                </label>
                <select
                  id={addId}
                  className="input input-small"
                  value={toAdd}
                  onChange={(e) => setAdding(e.target.value)}
                >
                  {addable.map((type) => (
                    <option key={type} value={type}>
                      {section(type)}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  className="button"
                  disabled={busy || !toAdd}
                  onClick={() => onChange({ ...form, sections: addSection(form.sections, toAdd) })}
                >
                  {M.add}
                </button>
              </>
            )}
          </div>
          <EmbedAdder
            sections={form.sections}
            disabled={busy}
            onAdd={(sections) => onChange({ ...form, sections })}
          />
        </fieldset>
      ) : (
        <p className="field-hint">{M.onlyLayout}</p>
      )}
    </>
  );
}

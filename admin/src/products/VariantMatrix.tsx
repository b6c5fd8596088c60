import { useState } from 'react';
import { firstError } from '../shared/http.model';
import { editField } from './product-edit.store';
import type { ProductForm } from './product-form.model';
import { VARIANT_MESSAGES as V } from './variant-matrix.messages';
import { axesOf, fillMatrix, type VariantRow, withoutVariant } from './variant-matrix.model';

const labelOf = (variant: VariantRow) =>
  [variant.colour, variant.size].filter(Boolean).join(' / ') || variant.name || variant.code;

/** A list of values (colours or sizes) with an input to add one and a button to take one off. */
function AxisEditor(props: {
  title: string;
  inputLabel: string;
  addLabel: string;
  values: string[];
  onChange: (values: string[]) => void;
}) {
  const [typed, setTyped] = useState('');
  const add = () => {
    const value = typed.trim();
    if (value && !props.values.includes(value)) props.onChange([...props.values, value]);
    setTyped('');
  };
  return (
    <div className="field">
      <p className="field-label">{props.title}</p>
      <ul className="chip-list">
        {props.values.map((value) => (
          <li key={value} className="chip">
            {value}
            <button
              type="button"
              className="button button-small button-danger-text"
              aria-label={V.removeAxis(value)}
              onClick={() => props.onChange(props.values.filter((v) => v !== value))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className="inline-form">
        <input
          className="input input-small"
          aria-label={props.inputLabel}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className="button button-small" onClick={add}>
          {props.addLabel}
        </button>
      </div>
    </div>
  );
}

/**
 * バリエーションと在庫: the editor lists colours and sizes, 「組み合わせを作る」 makes a variant
 * for each pair (existing ones and their stock kept), and each variant has its code and stock;
 * a removed stored variant is removed by the save (hidden when orders name it).
 */
export function VariantMatrix(props: { form: ProductForm; errors: Record<string, string[]> }) {
  const { form } = props;
  const start = axesOf(form.variants);
  const [colours, setColours] = useState(start.colours);
  const [sizes, setSizes] = useState(start.sizes);
  const error = firstError(props.errors, 'variants');
  const total = form.variants.reduce((sum, variant) => sum + (Number(variant.stock) || 0), 0);
  const setRow = (index: number, change: Partial<VariantRow>) =>
    editField(
      'variants',
      form.variants.map((variant, i) => (i === index ? { ...variant, ...change } : variant)),
    );
  const remove = (index: number) => {
    const next = withoutVariant(form.variants, form.removed_variant_ids, index);
    editField('variants', next.variants);
    editField('removed_variant_ids', next.removed);
  };
  return (
    <fieldset className="panel form-section">
      <legend className="panel-title">{V.section}</legend>
      <div className="form-grid">
        <AxisEditor
          title={V.colours}
          inputLabel={V.newColour}
          addLabel={V.addColour}
          values={colours}
          onChange={setColours}
        />
        <AxisEditor
          title={V.sizes}
          inputLabel={V.newSize}
          addLabel={V.addSize}
          values={sizes}
          onChange={setSizes}
        />
        <div className="span-2">
          <button
            type="button"
            className="button"
            disabled={colours.length === 0 || sizes.length === 0}
            onClick={() =>
              editField('variants', fillMatrix(form.variants, colours, sizes, form.code))
            }
          >
            {V.generate}
          </button>
          <p className="sub">{V.generateHint}</p>
        </div>
        <div className="span-2 table-scroll">
          {form.variants.length === 0 ? (
            <p className="sub">{V.none}</p>
          ) : (
            <table className="change-table stock-table">
              <thead>
                <tr>
                  <th scope="col">{V.colColour}</th>
                  <th scope="col">{V.colSize}</th>
                  <th scope="col">{V.colCode}</th>
                  <th scope="col">{V.colStock}</th>
                  <th scope="col">{V.colActions}</th>
                </tr>
              </thead>
              <tbody>
                {form.variants.map((variant, index) => (
                  <tr key={variant.id ?? `new-${variant.colour}-${variant.size}-${index}`}>
                    <th scope="row">{variant.colour || variant.name || '—'}</th>
                    <td>{variant.size || '—'}</td>
                    <td>
                      <input
                        className="input input-small mono"
                        aria-label={V.codeOf(labelOf(variant))}
                        aria-invalid={error ? true : undefined}
                        value={variant.code}
                        onChange={(event) => setRow(index, { code: event.target.value })}
                      />
                    </td>
                    <td>
                      <input
                        className="input input-small input-stock"
                        inputMode="numeric"
                        aria-label={V.stockOf(labelOf(variant))}
                        aria-invalid={error ? true : undefined}
                        value={variant.stock}
                        onChange={(event) => setRow(index, { stock: event.target.value })}
                      />
                    </td>
                    <td>
                      <button
                        type="button"
                        className="button button-small button-danger-text"
                        aria-label={V.removeOf(labelOf(variant))}
                        onClick={() => remove(index)}
                      >
                        {V.remove}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {form.variants.length > 0 && <p className="sub">{V.total(total)}</p>}
          {form.removed_variant_ids.length > 0 && (
            <p className="sub">{V.removedNote(form.removed_variant_ids.length)}</p>
          )}
          {error && <p className="field-error">{error}</p>}
        </div>
      </div>
    </fieldset>
  );
}

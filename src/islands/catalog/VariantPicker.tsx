import { useId } from 'react';
import { sortedVariants, stockLabel } from '../../../contract/catalog/catalog.model';
import type { Product } from '../../../contract/catalog/catalog.schema';
import { CATALOG_CORE_MESSAGES } from '../../../contract/catalog/catalog-core.messages';
import { PUNCTUATION as P } from '../../../contract/shared/common.messages';

type Props = { product: Product; value: number; onChange(id: number): void };

/** Variant choice as radio chips, each showing its stock; sold-out variants are disabled. */
export default function VariantPicker({ product, value, onChange }: Props) {
  const name = useId();
  const variants = sortedVariants(product);
  if (variants.length <= 1) {
    const only = variants[0];
    return only ? (
      <p>
        {CATALOG_CORE_MESSAGES.stock}
        {P.colon}
        {stockLabel(only)}
      </p>
    ) : null;
  }
  return (
    <fieldset className="variants">
      <legend>{CATALOG_CORE_MESSAGES.variant}</legend>
      <div className="variants__list">
        {variants.map((variant) => {
          const id = `${name}-${variant.id}`;
          const soldOut = !variant.is_stock_available || variant.stock <= 0;
          return (
            <div className="variant" key={variant.id}>
              <input
                type="radio"
                id={id}
                name={name}
                value={variant.id}
                checked={variant.id === value}
                disabled={soldOut}
                onChange={() => onChange(variant.id)}
                aria-labelledby={`${id}-name`}
                aria-describedby={`${id}-stock`}
              />
              <label htmlFor={id}>
                <span className="variant__name" id={`${id}-name`}>
                  {variant.name}
                </span>
                <span className="variant__stock" id={`${id}-stock`}>
                  {stockLabel(variant)}
                </span>
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

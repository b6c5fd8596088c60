import { sortedVariants, stockLabel } from '../../../contract/catalog/catalog.model';
import type { Product } from '../../../contract/catalog/catalog.schema';
import { CATALOG_CORE_MESSAGES as M } from '../../../contract/catalog/catalog-core.messages';

/** Stock per variant, from the live product. */
export default function StockTable({ product }: { product: Product }) {
  const variants = sortedVariants(product);
  if (variants.length <= 1) return null;
  return (
    <section className="stock-table" aria-labelledby="stock-title">
      <h2 className="section-title" id="stock-title">
        {M.stockPerVariant}
      </h2>
      <table className="size-table">
        <thead>
          <tr>
            <th scope="col">{M.variant}</th>
            <th scope="col">{M.stock}</th>
          </tr>
        </thead>
        <tbody>
          {variants.map((v) => (
            <tr key={v.id}>
              <th scope="row">{v.name}</th>
              <td>{stockLabel(v)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

import { type ColumnDef, type RowData, tableFeatures, useTable } from '@tanstack/react-table';
import { SHARED_MESSAGES as M } from './shared.messages';

const features = tableFeatures({});

/** Columns of a back-office table (TanStack Table, no client-side features: the server sorts and pages). */
export type Columns<Row extends RowData> = ColumnDef<typeof features, Row>[];

/**
 * A dense table of server rows with a caption; wide tables scroll sideways inside their frame on
 * phones (the frame is focusable so a keyboard can scroll it too).
 */
export function DataTable<Row extends RowData>(props: {
  caption: string;
  columns: Columns<Row>;
  rows: Row[];
  rowKey: (row: Row) => string;
  busy?: boolean;
  /** Column names for the phone's card layout, where headers that are buttons are hidden (by column id). */
  labels?: Record<string, string>;
  /** The server's sort of a column, for `aria-sort` on its header. */
  sortOf?: (columnId: string) => 'ascending' | 'descending' | undefined;
}) {
  const table = useTable({
    features,
    columns: props.columns,
    data: props.rows,
    getRowId: (row) => props.rowKey(row),
  });
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable).
    <section className="table-frame cards" tabIndex={0} aria-label={props.caption}>
      <table className="data-table" aria-busy={props.busy || undefined}>
        <caption className="visually-hidden">{props.caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className={`col-${header.column.id}`}
                  aria-sort={props.sortOf?.(header.column.id)}
                >
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <td
                  key={cell.id}
                  className={`col-${cell.column.id}`}
                  data-label={labelOf(cell.column.id, cell.column.columnDef.header, props.labels)}
                >
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
          {props.rows.length === 0 && !props.busy && (
            <tr>
              <td colSpan={props.columns.length} className="empty">
                {M.none}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}

/** A column's name for the card layout: the labels map, else the header when it is plain text. */
function labelOf(id: string, header: unknown, labels?: Record<string, string>): string | undefined {
  return labels?.[id] ?? (typeof header === 'string' ? header : undefined);
}

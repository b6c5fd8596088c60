import type { SchemeListRow } from './color-scheme.model';
import { LAYOUTS_MESSAGES as M } from './layouts.messages';
import { periodLine } from './period-line.model';

/** The channel's schemes: which one the storefront uses now, the selected one, and each period (公開予約 with its dates). */
export function SchemeList({ rows }: { rows: SchemeListRow[] }) {
  if (rows.length === 0) return null;
  return (
    <section className="panel scheme-list" aria-labelledby="scheme-list-title">
      <h2 id="scheme-list-title" className="panel-title">
        {M.schemeList}
      </h2>
      <ul className="section-list">
        {rows.map((r) => (
          <li key={r.id} className="section-row">
            <span className="section-name">
              {r.name}
              {r.inUse && <span className="status status-shown">{M.inUseNow}</span>}
              {r.isSelected && <span className="status status-hidden">{M.selectedBadge}</span>}
              {r.period !== 'none' && (
                <span className={r.period === 'scheduled' ? 'status status-outside' : 'status'}>
                  {M.periodBadges[r.period]}
                </span>
              )}
            </span>
            {r.period !== 'none' && <span className="sub">{periodLine(r.from, r.to)}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

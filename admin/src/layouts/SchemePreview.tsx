import type { CSSProperties } from 'react';
import { SCHEME_COLOR_NAMES, type SchemeColorName } from '../../../contract/color/scheme-colors';
import { type ContrastRow, normaliseHex } from './color-scheme.model';
import { LAYOUTS_MESSAGES as M } from './layouts.messages';

/** A small storefront drawn in the form's colours (set through the CSSOM, which the CSP allows). */
export function SchemePreview(props: { colors: Record<SchemeColorName, string> }) {
  const vars = Object.fromEntries(
    SCHEME_COLOR_NAMES.map((n) => [`--pv-${n}`, normaliseHex(props.colors[n]) ?? 'transparent']),
  ) as CSSProperties;
  return (
    <figure className="scheme-preview" style={vars} aria-label={M.preview}>
      <div className="pv-header">{M.previewShop}</div>
      <div className="pv-body">
        <p>{M.previewText}</p>
        <p>
          <span className="pv-link">{M.previewLink}</span>
        </p>
        <p className="pv-muted">{M.previewMuted}</p>
        <div className="pv-surface">
          <p>{M.previewSurface}</p>
          <p className="pv-muted">{M.previewMuted}</p>
        </div>
        <span className="pv-button">{M.previewButton}</span>{' '}
        <span className="pv-button pv-accent">{M.previewAccent}</span>
      </div>
    </figure>
  );
}

/** The contrast table: each text-on-background pair, its ratio and whether it meets AA. */
export function ContrastTable(props: { rows: ContrastRow[] }) {
  return (
    <table className="data-table contrast-table">
      <caption className="panel-title">{M.contrast}</caption>
      <thead>
        <tr>
          <th scope="col">{M.pair}</th>
          <th scope="col">{M.ratio}</th>
          <th scope="col">{M.verdict}</th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((r) => (
          <tr key={`${r.text}-${r.on}`}>
            <th scope="row">{M.pairName(M.colorNames[r.text], M.colorNames[r.on])}</th>
            <td className="num">{M.ratioText(r.ratio)}</td>
            <td>
              <span className={r.ok ? 'status status-shown' : 'status contrast-fail'}>
                {r.ok ? M.pass : M.fail}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import { SCHEME_COLOR_NAMES, type SchemeColorName } from '../../../contract/color/scheme-colors';
import { type ContrastRow, normaliseHex } from './color-scheme.model';
import { LAYOUTS_MESSAGES as M } from './layouts.messages';

/**
 * A small storefront drawn in the form's colours, as an SVG picture (fills are attributes, which
 * the CSP allows). It shows unreadable pairs as they would look on purpose; the contrast table
 * beside it is the text equivalent, so the picture is one image with a label.
 */
export function SchemePreview(props: { colors: Record<SchemeColorName, string> }) {
  const c = Object.fromEntries(
    SCHEME_COLOR_NAMES.map((n) => [n, normaliseHex(props.colors[n]) ?? '#ffffff']),
  ) as Record<SchemeColorName, string>;
  return (
    <svg
      className="scheme-preview"
      viewBox="0 0 360 236"
      role="img"
      aria-label={M.preview}
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width="360" height="236" fill={c.background} />
      <rect width="360" height="40" fill={c.header_background} />
      <text x="14" y="26" fill={c.header_text} fontWeight="700" fontSize="15">
        {M.previewShop}
      </text>
      <text x="14" y="66" fill={c.text} fontSize="13">
        {M.previewText}
      </text>
      <text x="14" y="88" fill={c.primary} fontSize="13" textDecoration="underline">
        {M.previewLink}
      </text>
      <text x="14" y="110" fill={c.muted} fontSize="12">
        {M.previewMuted}
      </text>
      <rect x="14" y="122" width="332" height="48" rx="6" fill={c.surface} />
      <text x="26" y="142" fill={c.text} fontSize="13">
        {M.previewSurface}
      </text>
      <text x="26" y="161" fill={c.muted} fontSize="12">
        {M.previewMuted}
      </text>
      <rect x="14" y="184" width="130" height="36" rx="6" fill={c.primary} />
      <text x="79" y="207" fill={c.on_primary} fontSize="13" fontWeight="700" textAnchor="middle">
        {M.previewButton}
      </text>
      <rect x="156" y="184" width="118" height="36" rx="6" fill={c.accent} />
      <text x="215" y="207" fill={c.on_primary} fontSize="13" fontWeight="700" textAnchor="middle">
        {M.previewAccent}
      </text>
    </svg>
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

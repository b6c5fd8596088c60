import type { BackOfficeLayout } from '../../../contract/content/layouts-back-office.schema';
import { useBoundaryClock } from '../shared/useBoundaryClock';
import { LayoutFields } from './LayoutFields';
import { LAYOUTS_MESSAGES as M } from './layouts.messages';
import { PeriodFields } from './PeriodFields';
import { errorsUnder, type PageForm, seasonFrom, seasonState } from './page-layout.model';
import { periodLine } from './period-line.model';

/**
 * 期間限定レイアウト: the page's layout for a period (a sale), made as a copy of its own, with its
 * start (required) and end in Japan time, edited like the page's own, previewed on its own and
 * saved with it.
 */
export function SeasonFields(props: {
  page: string;
  form: PageForm;
  saved: BackOfficeLayout | undefined;
  errors: Record<string, string[]>;
  busy: boolean;
  /** Its preview is being prepared. */
  previewing: boolean;
  onChange: (form: PageForm) => void;
  /** Opens the period layout as typed as the real page in a new tab. */
  onPreview: () => void;
}) {
  const { page, form, saved, busy, onChange } = props;
  const { season } = form;
  const errors = errorsUnder(props.errors, 'season.');
  const now = useBoundaryClock([
    saved?.season?.publish_from ?? null,
    saved?.season?.publish_to ?? null,
  ]);
  const state = seasonState(saved, now);
  const savedPeriod = saved?.season
    ? periodLine(saved.season.publish_from, saved.season.publish_to)
    : '';
  return (
    <fieldset className="form-section stack">
      <legend className="field-label">{M.seasonTitle}</legend>
      <p className="field-hint">{M.seasonHint}</p>
      {state !== 'none' && savedPeriod && (
        <p className="sub">{M.seasonSaved(M.periodBadges[state] ?? '', savedPeriod)}</p>
      )}
      {season ? (
        <>
          <PeriodFields
            legend={M.seasonPeriod}
            hint={M.seasonPeriodHint}
            from={season.from}
            to={season.to}
            errors={errors}
            disabled={busy}
            onChange={(period) => onChange({ ...form, season: { ...season, ...period } })}
          />
          <LayoutFields
            page={page}
            form={season}
            errors={errors}
            busy={busy}
            onChange={(own) => onChange({ ...form, season: { ...season, ...own } })}
          />
          <div className="filter-actions">
            <button
              type="button"
              className="button"
              disabled={busy || props.previewing}
              onClick={props.onPreview}
            >
              {props.previewing ? M.previewOpening : M.previewSeason}
            </button>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => onChange({ ...form, season: null })}
            >
              {M.seasonRemove}
            </button>
          </div>
        </>
      ) : (
        <div className="filter-actions">
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => onChange({ ...form, season: seasonFrom(form) })}
          >
            {M.seasonAdd}
          </button>
        </div>
      )}
    </fieldset>
  );
}

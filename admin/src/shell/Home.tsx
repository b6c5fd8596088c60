import { areasFor, type Staff } from '../session/session.model';
import { routeHref } from '../shared/router.model';
import { ScreenTitle } from '../shared/Screen';
import { SHARED_MESSAGES } from '../shared/shared.messages';
import { SHELL_MESSAGES as M } from './shell.messages';

const SHARED_FORBIDDEN = SHARED_MESSAGES.forbidden;

/** The first screen after sign-in: the areas this role can open, each a link with what it is for. */
export function Home(props: { staff: Staff }) {
  const areas = areasFor(props.staff.role);
  return (
    <section className="stack">
      <ScreenTitle>{M.homeTitle}</ScreenTitle>
      <p className="lead">{M.homeLead(props.staff.name)}</p>
      <div className="panel stack">
        <h2 className="panel-title">{M.yourAreas}</h2>
        {props.staff.role === 'operator' && <p>{M.operatorLead}</p>}
        <ul className="area-list">
          {areas.map((area) => (
            <li key={area} className="area-card">
              <a
                className="area-name"
                href={routeHref(
                  area === 'content' ? { name: 'content', kind: 'banners' } : { name: area },
                )}
              >
                {M[area]}
              </a>
              <span className="area-text">{M.areaDescriptions[area]}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** A screen the role may not open: says so plainly, with the way home. */
export function Forbidden() {
  return (
    <section className="stack">
      <ScreenTitle>{M.forbiddenTitle}</ScreenTitle>
      <p>{SHARED_FORBIDDEN}</p>
      <p>
        <a href="#/">{M.backHome}</a>
      </p>
    </section>
  );
}

/** An address that names no screen. */
export function NotFound() {
  return (
    <section className="stack">
      <ScreenTitle>{M.notFoundTitle}</ScreenTitle>
      <p>
        <a href="#/">{M.backHome}</a>
      </p>
    </section>
  );
}

import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useState } from 'react';
import { PublishIndicator } from '../publishing/PublishIndicator';
import { SESSION_MESSAGES as SESSION } from '../session/session.messages';
import { areasFor, type Staff } from '../session/session.model';
import { signOut } from '../session/session.store';
import { type Area, areaOf, type Route, routeHref } from '../shared/router.model';
import { $route } from '../shared/router.store';
import { SHARED_MESSAGES as SHARED } from '../shared/shared.messages';
import { SHELL_MESSAGES as M } from './shell.messages';

/**
 * The frame of every signed-in screen: header, the role's menu (a drawer on phones), main.
 * `menu={false}` (an owner who must enrol TOTP first) shows the header and the screen only.
 */
export function Shell(props: { staff: Staff; menu?: boolean; children: ReactNode }) {
  const withMenu = props.menu !== false;
  const route = useStore($route);
  const [menuOpen, setMenuOpen] = useState(false);
  // A menu choice on a phone closes the drawer: the screen it opened is what matters now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every route change.
  useEffect(() => setMenuOpen(false), [route]);
  return (
    <div className={`shell ${menuOpen ? 'menu-open' : ''}`}>
      <a className="skip-link" href="#main">
        {M.skip}
      </a>
      <header className="topbar">
        {withMenu && (
          <button
            type="button"
            className="menu-button"
            aria-expanded={menuOpen}
            aria-controls="main-menu"
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <span className="menu-icon" aria-hidden="true" />
            <span className="visually-hidden">{menuOpen ? M.menuClose : M.menuOpen}</span>
            <span aria-hidden="true">{M.menu}</span>
          </button>
        )}
        <a className="topbar-brand" href="#/">
          {SHARED.appName}
        </a>
        <div className="topbar-user">
          {withMenu && areasFor(props.staff.role).includes('products') && <PublishIndicator />}
          <span className="topbar-name">{M.signedInAs(props.staff.name)}</span>
          <span className="role-tag">{M.roles[props.staff.role]}</span>
          <button type="button" className="button button-small" onClick={() => void signOut()}>
            {SESSION.signOut}
          </button>
        </div>
      </header>
      <div className="shell-body">
        {withMenu && (
          <nav id="main-menu" className="sidebar" aria-label={M.mainMenu}>
            <Menu staff={props.staff} route={route} />
          </nav>
        )}
        <main id="main" className="content" tabIndex={-1}>
          {props.children}
        </main>
      </div>
    </div>
  );
}

function Menu(props: { staff: Staff; route: Route }) {
  const areas = areasFor(props.staff.role);
  // By address: the three taxonomy screens share a route name.
  const current = routeHref(props.route);
  const link = (to: Route, label: string, sub = false) => (
    <li>
      <a
        href={routeHref(to)}
        className={sub ? 'menu-link menu-sub' : 'menu-link'}
        aria-current={current === routeHref(to) ? 'page' : undefined}
      >
        {label}
      </a>
    </li>
  );
  const group = (area: Area, label: string, children: ReactNode) => (
    <li
      className={
        area !== 'home' && areaOf(props.route) === area ? 'menu-group is-active' : 'menu-group'
      }
    >
      <span className="menu-heading">{label}</span>
      <ul>{children}</ul>
    </li>
  );
  return (
    <ul className="menu">
      {link({ name: 'home' }, M.home)}
      {areas.includes('products') &&
        group(
          'products',
          M.products,
          <>
            {link({ name: 'products' }, M.productList, true)}
            {link({ name: 'product-new' }, M.productNew, true)}
            {link({ name: 'taxonomy', kind: 'categories' }, M.categories, true)}
            {link({ name: 'taxonomy', kind: 'brands' }, M.brands, true)}
            {link({ name: 'taxonomy', kind: 'makers' }, M.makers, true)}
            {link({ name: 'product-csv' }, M.productCsv, true)}
          </>,
        )}
      {areas.includes('content') &&
        group(
          'content',
          M.content,
          <>
            {link({ name: 'content', kind: 'news' }, M.news, true)}
            {link({ name: 'content', kind: 'banners' }, M.banners, true)}
            {link({ name: 'content', kind: 'blog-posts' }, M.blogPosts, true)}
            {link({ name: 'content', kind: 'blog-categories' }, M.blogCategories, true)}
            {link({ name: 'content', kind: 'faq-items' }, M.faqItems, true)}
            {link({ name: 'content', kind: 'faq-categories' }, M.faqCategories, true)}
            {link({ name: 'content', kind: 'static-pages' }, M.staticPages, true)}
            {link({ name: 'content', kind: 'info-messages' }, M.infoMessages, true)}
            {link({ name: 'content', kind: 'popups' }, M.popups, true)}
            {link({ name: 'content', kind: 'free-areas' }, M.freeAreas, true)}
            {link({ name: 'content', kind: 'landing-pages' }, M.landingPages, true)}
            {link({ name: 'page-layouts' }, M.pageLayouts, true)}
            {link({ name: 'color-schemes' }, M.colorSchemes, true)}
          </>,
        )}
      {areas.includes('orders') &&
        group('orders', M.orders, link({ name: 'orders' }, M.orderList, true))}
      {areas.includes('members') &&
        group('members', M.members, link({ name: 'members' }, M.memberList, true))}
      {areas.includes('inquiries') &&
        group('inquiries', M.inquiries, link({ name: 'inquiries' }, M.inquiryList, true))}
      {areas.includes('calendar') && link({ name: 'calendar' }, M.calendar)}
      {areas.includes('staff') && link({ name: 'staff' }, M.staff)}
      {areas.includes('audit') && link({ name: 'audit' }, M.audit)}
      {group('home', M.account, link({ name: 'totp' }, M.totp, true))}
    </ul>
  );
}

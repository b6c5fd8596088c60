import {
  CONTENT_KINDS,
  type ContentKindName,
} from '../../../contract/content/content-admin.schema';

/** A back-office screen and its parameters, read from the URL's hash (`#/products/abc`). */
export type Route =
  | { name: 'home' }
  | { name: 'products' }
  | { name: 'product-new' }
  | { name: 'product-edit'; key: string }
  | { name: 'product-versions'; key: string }
  | { name: 'taxonomy'; kind: 'categories' | 'brands' | 'makers' }
  | { name: 'orders' }
  | { name: 'order'; id: number }
  | { name: 'product-csv' }
  | { name: 'staff' }
  | { name: 'calendar' }
  | { name: 'members' }
  | { name: 'member'; id: number }
  | { name: 'inquiries' }
  | { name: 'inquiry'; id: number }
  | { name: 'audit' }
  | { name: 'content'; kind: ContentKindName }
  | { name: 'content-new'; kind: ContentKindName }
  | { name: 'content-edit'; kind: ContentKindName; id: number }
  | { name: 'page-layouts' }
  | { name: 'color-schemes' }
  | { name: 'totp' }
  | { name: 'not-found' };

/** The area a route belongs to (what a role may open). */
export type Area =
  | 'home'
  | 'products'
  | 'content'
  | 'orders'
  | 'staff'
  | 'audit'
  | 'calendar'
  | 'members'
  | 'inquiries';

/** Reads a route from a location hash (`#/products/abc/versions`; '' and '#/' are home). */
export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#/, '').replace(/\?.*$/, '');
  const parts = path.split('/').filter(Boolean).map(decodeSegment);
  const [first, second, third] = parts;
  if (parts.length === 0) return { name: 'home' };
  if (first === 'products') {
    if (parts.length === 1) return { name: 'products' };
    if (second === 'new' && parts.length === 2) return { name: 'product-new' };
    if (second && parts.length === 2) return { name: 'product-edit', key: second };
    if (second && third === 'versions' && parts.length === 3)
      return { name: 'product-versions', key: second };
  }
  if (first === 'taxonomy' && parts.length === 2) {
    if (second === 'categories' || second === 'brands' || second === 'makers')
      return { name: 'taxonomy', kind: second };
  }
  const content = contentRoute(parts);
  if (content) return content;
  if (first === 'orders' && parts.length === 1) return { name: 'orders' };
  if (first === 'orders' && second && /^\d{1,9}$/.test(second) && parts.length === 2)
    return { name: 'order', id: Number(second) };
  if (first === 'product-csv' && parts.length === 1) return { name: 'product-csv' };
  if (first === 'staff' && parts.length === 1) return { name: 'staff' };
  if (first === 'audit' && parts.length === 1) return { name: 'audit' };
  if (first === 'calendar' && parts.length === 1) return { name: 'calendar' };
  if (first === 'members' && parts.length === 1) return { name: 'members' };
  if (first === 'members' && second && /^\d{1,9}$/.test(second) && parts.length === 2)
    return { name: 'member', id: Number(second) };
  if (first === 'inquiries' && parts.length === 1) return { name: 'inquiries' };
  if (first === 'inquiries' && second && /^\d{1,9}$/.test(second) && parts.length === 2)
    return { name: 'inquiry', id: Number(second) };
  if (first === 'page-layouts' && parts.length === 1) return { name: 'page-layouts' };
  if (first === 'color-schemes' && parts.length === 1) return { name: 'color-schemes' };
  if (first === 'me' && second === 'totp' && parts.length === 2) return { name: 'totp' };
  return { name: 'not-found' };
}

const isKind = (name: string | undefined): name is ContentKindName =>
  (CONTENT_KINDS as readonly string[]).includes(name ?? '');

/** `#/content/{kind}`, `#/content/{kind}/new` and `#/content/{kind}/{id}`, or null. */
function contentRoute(parts: string[]): Route | null {
  const [first, kind, third] = parts;
  if (first !== 'content' || !isKind(kind)) return null;
  if (parts.length === 2) return { name: 'content', kind };
  if (parts.length === 3 && third === 'new') return { name: 'content-new', kind };
  if (parts.length === 3 && third && /^\d{1,9}$/.test(third))
    return { name: 'content-edit', kind, id: Number(third) };
  return null;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The hash link of a route (`#/products/abc`). */
export function routeHref(route: Route): string {
  switch (route.name) {
    case 'home':
    case 'not-found':
      return '#/';
    case 'products':
      return '#/products';
    case 'product-new':
      return '#/products/new';
    case 'product-edit':
      return `#/products/${encodeURIComponent(route.key)}`;
    case 'product-versions':
      return `#/products/${encodeURIComponent(route.key)}/versions`;
    case 'taxonomy':
      return `#/taxonomy/${route.kind}`;
    case 'orders':
      return '#/orders';
    case 'order':
      return `#/orders/${route.id}`;
    case 'product-csv':
      return '#/product-csv';
    case 'staff':
      return '#/staff';
    case 'audit':
      return '#/audit';
    case 'calendar':
      return '#/calendar';
    case 'members':
      return '#/members';
    case 'member':
      return `#/members/${route.id}`;
    case 'inquiries':
      return '#/inquiries';
    case 'inquiry':
      return `#/inquiries/${route.id}`;
    case 'content':
      return `#/content/${route.kind}`;
    case 'content-new':
      return `#/content/${route.kind}/new`;
    case 'content-edit':
      return `#/content/${route.kind}/${route.id}`;
    case 'page-layouts':
      return '#/page-layouts';
    case 'color-schemes':
      return '#/color-schemes';
    case 'totp':
      return '#/me/totp';
  }
}

/** The area a route belongs to. */
export function areaOf(route: Route): Area {
  // Categories, brands and makers are catalogue work: whoever edits products manages them.
  if (route.name.startsWith('product') || route.name === 'taxonomy') return 'products';
  if (route.name.startsWith('product')) return 'products';
  if (route.name.startsWith('content')) return 'content';
  if (route.name === 'page-layouts' || route.name === 'color-schemes') return 'content';
  if (route.name === 'orders' || route.name === 'order') return 'orders';
  if (route.name === 'staff') return 'staff';
  if (route.name === 'audit') return 'audit';
  if (route.name === 'calendar') return 'calendar';
  if (route.name === 'members' || route.name === 'member') return 'members';
  if (route.name === 'inquiries' || route.name === 'inquiry') return 'inquiries';
  return 'home';
}

import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { AuditLog } from './audit/AuditLog';
import { ShopCalendar } from './calendar/ShopCalendar';
import { ContentEdit } from './content/ContentEdit';
import { ContentList } from './content/ContentList';
import { InquiryList } from './inquiries/InquiryList';
import { InquiryScreen } from './inquiries/InquiryScreen';
import { ColorSchemeScreen } from './layouts/ColorSchemeScreen';
import { PageLayoutScreen } from './layouts/PageLayoutScreen';
import { MemberDetail } from './members/MemberDetail';
import { MemberList } from './members/MemberList';
import { OrderList } from './orders/OrderList';
import { OrderScreen } from './orders/OrderScreen';
import { ProductEdit } from './products/ProductEdit';
import { ProductList } from './products/ProductList';
import { ProductVersions } from './products/ProductVersions';
import { ProductCsv } from './products-csv/ProductCsv';
import { SignIn } from './session/SignIn';
import { canOpen, gateOf, type Staff } from './session/session.model';
import { $session, loadSession } from './session/session.store';
import { TotpEnrol } from './session/TotpEnrol';
import { areaOf, type Route } from './shared/router.model';
import { $route } from './shared/router.store';
import { SHARED_MESSAGES as SHARED } from './shared/shared.messages';
import { Forbidden, Home, NotFound } from './shell/Home';
import { Shell } from './shell/Shell';
import { StaffList } from './staff/StaffList';
import { TaxonomyScreen } from './taxonomy/TaxonomyScreen';

/** The back office: the sign-in gate, then the shell with the screen the address names. */
export function App() {
  const session = useStore($session);
  useEffect(() => {
    void loadSession();
  }, []);
  if (session.status === 'loading') {
    return (
      <main className="auth-page">
        <p className="loading">{SHARED.loading}</p>
      </main>
    );
  }
  const gate = gateOf(session.status === 'signed-in' ? session.staff : null);
  if (gate === 'sign-in' || !session.staff) return <SignIn />;
  return (
    <Shell staff={session.staff} menu={gate === 'app'}>
      {gate === 'enrol' ? <TotpEnrol required /> : <Screen staff={session.staff} />}
    </Shell>
  );
}

function Screen(props: { staff: Staff }) {
  const route = useStore($route);
  if (!canOpen(props.staff.role, areaOf(route))) return <Forbidden />;
  return screenFor(route, props.staff);
}

function screenFor(route: Route, staff: Staff) {
  switch (route.name) {
    case 'home':
      return <Home staff={staff} />;
    case 'products':
      return <ProductList />;
    case 'product-new':
      return <ProductEdit productKey={null} />;
    case 'product-edit':
      return <ProductEdit key={route.key} productKey={route.key} />;
    case 'product-versions':
      return <ProductVersions productKey={route.key} />;
    case 'taxonomy':
      return <TaxonomyScreen kind={route.kind} />;
    case 'orders':
      return <OrderList />;
    case 'order':
      return <OrderScreen id={route.id} />;
    case 'product-csv':
      return <ProductCsv />;
    case 'staff':
      return <StaffList />;
    case 'audit':
      return <AuditLog />;
    case 'calendar':
      return <ShopCalendar />;
    case 'members':
      return <MemberList />;
    case 'member':
      return <MemberDetail key={route.id} memberId={route.id} />;
    case 'inquiries':
      return <InquiryList />;
    case 'inquiry':
      return <InquiryScreen key={route.id} id={route.id} />;
    case 'content':
      return <ContentList kind={route.kind} />;
    case 'content-new':
      return <ContentEdit key={`${route.kind}-new`} kind={route.kind} id={null} />;
    case 'content-edit':
      return <ContentEdit key={`${route.kind}-${route.id}`} kind={route.kind} id={route.id} />;
    case 'page-layouts':
      return <PageLayoutScreen />;
    case 'color-schemes':
      return <ColorSchemeScreen />;
    case 'totp':
      return <TotpEnrol required={false} />;
    case 'not-found':
      return <NotFound />;
  }
}

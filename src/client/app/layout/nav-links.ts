import type { PublicUser } from '@shared/auth/auth.schemas';

export type NavLink = { to: string; label: string };

/** The translate function the labels are written with (useT's). */
type Translate = (id: string) => string;

const ownerLinks = (t: Translate): NavLink[] => [
  { to: '/', label: t('app.nav.dashboard') },
  { to: '/invoices', label: t('app.nav.invoices') },
  { to: '/quotes', label: t('app.nav.quotes') },
  { to: '/customers', label: t('app.nav.customers') },
  { to: '/payment-setup', label: t('app.nav.payments') },
  { to: '/marketing', label: t('app.nav.marketing') },
  { to: '/supplies', label: t('app.nav.supplies') },
  { to: '/domains', label: t('app.nav.landingPages') },
  { to: '/landing-page-builder', label: t('app.nav.storeBuilder') },
  { to: '/scheduling', label: t('app.nav.scheduling') },
  { to: '/todo-management', label: t('app.nav.todoManager') },
  { to: '/feedback', label: t('app.nav.feedback') },
];

const adminLinks = (t: Translate): NavLink[] => [
  { to: '/', label: t('app.nav.dashboard') },
  { to: '/user-management', label: t('app.nav.manageUsers') },
  { to: '/platform-reports', label: t('app.nav.platformReports') },
  { to: '/admin-settings', label: t('app.nav.errorMonitor') },
  { to: '/todo-management', label: t('app.nav.todoManager') },
  { to: '/admin/feedback', label: t('app.nav.feedbackManager') },
  { to: '/admin/coupons', label: t('app.nav.couponManager') },
  { to: '/admin/orders', label: t('app.nav.merchandiseOrders') },
  { to: '/admin/inbox', label: t('app.nav.inbox') },
  { to: '/admin/outbox', label: t('app.nav.outbox') },
];

// What a technician may use (docs/roles.md): the schedule of their own visits (their home), their TODOs and feedback;
// their account is in the profile menu.
const technicianLinks = (t: Translate) =>
  ownerLinks(t).filter((l) => ['/scheduling', '/todo-management', '/feedback'].includes(l.to));
// The office uses everything of the business but the owner's billing: the payout account is the owner's.
const officeLinks = (t: Translate) => ownerLinks(t).filter((l) => l.to !== '/payment-setup');

/**
 * The top navigation by role: administrators, unverified owners (dashboard only), the team's technicians and office
 * members, and owners (an account in no business yet is about to own one). The labels are in the language `t` writes.
 */
export function navLinksFor(user: PublicUser, t: Translate): NavLink[] {
  if (user.isAdmin) return adminLinks(t);
  if (!user.emailVerified) return [ownerLinks(t)[0]];
  if (user.businessRole === 'technician') return technicianLinks(t);
  if (user.businessRole === 'office') return officeLinks(t);
  return ownerLinks(t);
}

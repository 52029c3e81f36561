import type { PublicUser } from '@shared/auth/auth.schemas';

export type NavLink = { to: string; label: string };

const ownerLinks: NavLink[] = [
  { to: '/', label: 'Dashboard' },
  { to: '/invoices', label: 'Invoices' },
  { to: '/quotes', label: 'Quotes' },
  { to: '/customers', label: 'Customers' },
  { to: '/payment-setup', label: 'Payments' },
  { to: '/marketing', label: 'Marketing' },
  { to: '/supplies', label: 'Supplies' },
  { to: '/domains', label: 'Landing Pages' },
  { to: '/landing-page-builder', label: 'Store Builder' },
  { to: '/scheduling', label: 'Scheduling' },
  { to: '/todo-management', label: 'TODO Manager' },
  { to: '/feedback', label: 'Feedback & Support' },
];

const adminLinks: NavLink[] = [
  { to: '/', label: 'Dashboard' },
  { to: '/user-management', label: 'Manage Users' },
  { to: '/platform-reports', label: 'Platform Reports' },
  { to: '/admin-settings', label: 'Error Monitor' },
  { to: '/todo-management', label: 'TODO Manager' },
  { to: '/admin/feedback', label: 'Feedback Manager' },
  { to: '/admin/coupons', label: 'Coupon Manager' },
  { to: '/admin/orders', label: 'Merchandise Orders' },
  { to: '/admin/inbox', label: 'Inbox' },
  { to: '/admin/outbox', label: 'Outbox' },
];

/** The top navigation by role: administrators, verified owners, and unverified owners (dashboard only). */
export function navLinksFor(user: PublicUser): NavLink[] {
  if (user.isAdmin) return adminLinks;
  if (!user.emailVerified) return [ownerLinks[0]];
  return ownerLinks;
}

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

// What a technician may use today (docs/roles.md): their own TODOs and feedback; their account is in the profile menu.
const technicianLinks = ownerLinks.filter((l) => l.to === '/todo-management' || l.to === '/feedback');
// The office uses everything of the business but the owner's billing: the payout account is the owner's.
const officeLinks = ownerLinks.filter((l) => l.to !== '/payment-setup');

/**
 * The top navigation by role: administrators, unverified owners (dashboard only), the team's technicians and office
 * members, and owners (an account in no business yet is about to own one).
 */
export function navLinksFor(user: PublicUser): NavLink[] {
  if (user.isAdmin) return adminLinks;
  if (!user.emailVerified) return [ownerLinks[0]];
  if (user.businessRole === 'technician') return technicianLinks;
  if (user.businessRole === 'office') return officeLinks;
  return ownerLinks;
}

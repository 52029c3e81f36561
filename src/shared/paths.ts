/** The route table of the specification: who may open which screen. */
export const verifiedUserPaths = [
  '/invoices',
  '/quotes',
  '/customers',
  '/marketing',
  '/supplies',
  '/landing-page-builder',
  '/subscribe',
  '/todo-management',
  '/domains',
  '/profile-settings',
  '/account-settings',
  '/scheduling',
  '/payment-setup',
  '/feedback',
] as const;

export const adminPaths = [
  '/admin-settings',
  '/user-management',
  '/platform-reports',
  '/site-settings',
  '/admin/feedback',
  '/admin/coupons',
  '/admin/outbox',
  '/admin/inbox',
] as const;

export type Access = 'public' | 'verified' | 'admin';

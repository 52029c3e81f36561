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
  // The same screen, as the specification also links it.
  '/domain-manager',
  '/profile-settings',
  '/account-settings',
  '/scheduling',
  '/payment-setup',
  '/feedback',
  // The owner's team: members, roles and invitations (the screen tells the team's members it is the owner's).
  '/team',
] as const;

/** Screens opened from a verified user's screen, with the same access (a campaign's page, from /marketing). */
export const verifiedUserSubpaths = ['/marketing/campaigns/:id'] as const;

export const adminPaths = [
  '/admin-settings',
  '/user-management',
  '/platform-reports',
  '/site-settings',
  '/admin/feedback',
  '/admin/coupons',
  // Every business's merchandise orders, moved on to shipped and delivered.
  '/admin/orders',
  '/admin/outbox',
  '/admin/inbox',
] as const;

export type Access = 'public' | 'verified' | 'admin';

/** The public site's pages, each its own lazy chunk in the client. */
export const publicPagePaths = [
  '/features',
  '/pricing',
  '/blog',
  '/blog/:slug',
  '/logo-test',
  '/terms-of-service',
  '/privacy-policy',
  '/customer-storefronts',
] as const;
export type PublicPagePath = (typeof publicPagePaths)[number];

/**
 * Every page route of the app, as router patterns (`:name` is one path segment). The client's router has exactly
 * these, and a test holds the two together; the server answers any other page path with 404 (and the same page,
 * whose router then shows its not-found screen).
 */
export const pageRoutePatterns = [
  '/',
  '/auth',
  '/reset-password',
  // The link sent to a new e-mail address (Account Settings > Profile): whoever holds it, signed in or not.
  '/confirm-email',
  // A team invitation's link (e-mailed): a new member chooses a password, an existing account signs in first.
  '/join-team',
  // Opened by the owner signed in, or by a customer through a link carrying the quote's token.
  '/quote-preview/:id',
  '/customer/:token',
  // A campaign e-mail's unsubscribe link: the customer's, no account.
  '/unsubscribe/:token',
  // Where a customer lands after paying: the invoice shows only with a payment id of it.
  '/payment-success',
  // A domain's setup fee, paid by its business (public, as specified: the domain's name is the key).
  '/checkout/domain/:subdomain',
  ...publicPagePaths,
  '/company',
  ...verifiedUserPaths,
  ...verifiedUserSubpaths,
  ...adminPaths,
] as const;

import { lazy, Suspense, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { adminPaths, verifiedUserPaths, type Access, type PublicPagePath } from '@shared/paths';
import { FullPageSpinner } from '@client/components/ui/spinner';
import { Gate } from './gate';
import { InteractiveMark } from './interactive-mark';
import { VerificationNotice } from './verification-notice';

const Auth = lazy(() => import('./routes/auth'));
const ResetPassword = lazy(() => import('./routes/reset-password'));
const Company = lazy(() => import('./routes/company'));
const AdminOutbox = lazy(() => import('./routes/admin-outbox'));
const NotFound = lazy(() => import('./routes/not-found'));
const AdminInbox = lazy(() => import('./routes/admin-inbox'));
const Customers = lazy(() => import('./routes/customers'));
const Invoices = lazy(() => import('./routes/invoices'));
const Quotes = lazy(() => import('./routes/quotes'));
const QuotePreview = lazy(() => import('./routes/quote-preview'));
const CustomerPortal = lazy(() => import('./routes/customer-portal'));

/** The public site: each page its own chunk, away from the signed-in app (its paths are the shared list's). */
const publicPages: Record<PublicPagePath, ReturnType<typeof lazy>> = {
  '/features': lazy(() => import('./routes/features')),
  '/pricing': lazy(() => import('./routes/pricing')),
  '/blog': lazy(() => import('./routes/blog')),
  '/blog/:slug': lazy(() => import('./routes/blog-post')),
  '/logo-test': lazy(() => import('./routes/logo-test')),
  '/terms-of-service': lazy(() => import('./routes/terms-of-service')),
  '/privacy-policy': lazy(() => import('./routes/privacy-policy')),
  '/customer-storefronts': lazy(() => import('./routes/customer-storefronts')),
};

const page = (node: ReactNode) => (
  <Suspense fallback={<FullPageSpinner />}>
    <InteractiveMark />
    {node}
  </Suspense>
);

/** Screens built so far; the other routes of the table pass their gate and show the 404 page until they land. */
const screens: Record<string, ReactNode> = {
  '/company': <Company />,
  '/admin/outbox': <AdminOutbox />,
  '/admin/inbox': <AdminInbox />,
  '/customers': <Customers />,
  '/invoices': <Invoices />,
  '/quotes': <Quotes />,
};

const gated =
  (access: Access) =>
  (path: string): RouteObject => ({
    path,
    element: <Gate access={access}>{screens[path] ?? <NotFound />}</Gate>,
  });

/** The routes of `pageRoutePatterns` (src/shared/paths.ts, which the server answers 200 for; a test holds them). */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <>
        <VerificationNotice />
        <Gate access="home" />
      </>
    ),
  },
  { path: '/auth', element: page(<Auth />) },
  { path: '/reset-password', element: page(<ResetPassword />) },
  // Opened by the owner signed in, or by a customer through a link carrying the quote's token.
  { path: '/quote-preview/:id', element: page(<QuotePreview />) },
  { path: '/customer/:token', element: page(<CustomerPortal />) },
  ...Object.entries(publicPages).map(([path, Page]) => ({ path, element: page(<Page />) })),
  ...['/company', ...verifiedUserPaths].map(gated('verified')),
  ...adminPaths.map(gated('admin')),
  { path: '*', element: page(<NotFound />) },
];

/** The page for the current location: the browser's router in main.tsx, a static one when prerendering. */
export function AppRoutes() {
  return useRoutes(routes);
}

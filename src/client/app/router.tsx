import { Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { accessOf, notFoundModule, pageModules } from '@shared/page-modules';
import { pageRoutePatterns } from '@shared/paths';
import { FullPageSpinner } from '@client/components/ui/spinner';
import { Gate } from './gate';
import { InteractiveMark } from './interactive-mark';
import { routeComponent } from './route-modules';
import { VerificationNotice } from './verification-notice';

/** A page of its own (the public site, sign-in, a customer's links): each its own chunk, away from the signed-in app. */
function page(module: string) {
  const Page = routeComponent(module);
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <InteractiveMark />
      <Page />
    </Suspense>
  );
}

function route(pattern: (typeof pageRoutePatterns)[number]): RouteObject {
  const access = accessOf(pattern);
  if (access === 'public') return { path: pattern, element: page(pageModules[pattern]) };
  if (access === 'home') {
    return {
      path: pattern,
      element: (
        <>
          <VerificationNotice />
          <Gate pattern={pattern} />
        </>
      ),
    };
  }
  const Screen = routeComponent(pageModules[pattern]);
  return {
    path: pattern,
    element: (
      <Gate pattern={pattern}>
        <Screen />
      </Gate>
    ),
  };
}

/**
 * The routes of `pageRoutePatterns` (src/shared/paths.ts, which the server answers 200 for; a test holds them), each
 * drawn by its module of the shared route table, which the server preloads with the page.
 */
export const routes: RouteObject[] = [...pageRoutePatterns.map(route), { path: '*', element: page(notFoundModule) }];

/** The page for the current location: the browser's router in main.tsx, a static one when prerendering. */
export function AppRoutes() {
  return useRoutes(routes);
}

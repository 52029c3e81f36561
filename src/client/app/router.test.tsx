import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageRoutePatterns } from '@shared/paths';
import { routes } from './router';

/** Every path pattern of a route tree, the catch-all left out. */
function patternsOf(tree: RouteObject[]): string[] {
  return tree.flatMap((route) => [
    ...(route.path && route.path !== '*' ? [route.path] : []),
    ...patternsOf(route.children ?? []),
  ]);
}

// The server answers 200 for the shared patterns and 404 for any other page path: the router must have the same.
describe('the router and the shared page routes', () => {
  it('has exactly the shared patterns, besides its not-found catch-all', () => {
    expect(patternsOf(routes).sort()).toEqual([...pageRoutePatterns].sort());
    expect(routes.at(-1)?.path).toBe('*');
  });

  it('shows its not-found screen for what no shared pattern matches', () => {
    const shared = pageRoutePatterns.map((path) => ({ path }));
    for (const path of [
      '/',
      '/pricing/',
      '/Blog/some-article',
      '/quote-preview/12',
      '/nope',
      '/invoices/12',
      '/blog/a/b',
    ]) {
      const inRouter = matchRoutes(routes, path)?.at(-1)?.route.path;
      const inShared = matchRoutes(shared, path)?.at(-1)?.route.path;
      expect(inRouter === '*' ? undefined : inRouter, path).toBe(inShared);
    }
  });
});

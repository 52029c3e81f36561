import { matchRoutes, type Params } from 'react-router';
import { findPost } from '../../shared/marketing-site/blog/posts';
import { pageRoutePatterns } from '../../shared/paths';

// Matched by the client router's own function, so the server and the browser agree on every path (case, trailing
// slash, percent-encoding).
const routes = pageRoutePatterns.map((path) => ({ path }));

/** Parameters whose values the server knows: any other value is the page's own not-found screen. */
const knownValues: Partial<Record<(typeof pageRoutePatterns)[number], (params: Params) => boolean>> = {
  '/blog/:slug': ({ slug }) => findPost(slug) !== undefined,
};

/** Whether a page path is a screen of the app (200), or one the client answers with its not-found screen (404). */
export function isAppPage(path: string): boolean {
  const match = matchRoutes(routes, path)?.at(-1);
  if (!match) return false;
  const known = knownValues[match.route.path];
  return known === undefined || known(match.params);
}

/** The route pattern the client's router draws a path with; undefined for its not-found catch-all. */
export function pagePattern(path: string): (typeof pageRoutePatterns)[number] | undefined {
  return matchRoutes(routes, path)?.at(-1)?.route.path;
}

import { useEffect } from 'react';

/**
 * Put beside a route's page inside its Suspense boundary: once that boundary is live (a prerendered page taken
 * over by React, or a page drawn by it), `data-interactive` on <html> says so. Browser tests wait for it.
 */
export function InteractiveMark() {
  useEffect(() => document.documentElement.setAttribute('data-interactive', ''), []);
  return null;
}

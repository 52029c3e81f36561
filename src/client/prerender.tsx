// Built by `vite build --ssr` and run by scripts/prerender.mjs: the HTML of a public page as a visitor's first
// render draws it, so the browser paints the page before any JavaScript has run, and main.tsx hydrates it.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { blogPosts } from '@shared/marketing-site/blog/posts';
import { blogPostPath, pageMetas } from '@shared/marketing-site/page-meta';

/** The markup of #root for `url`, once every lazy route it shows has loaded. */
export async function renderPage(url: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <Providers>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>,
  );
  return new Response(prelude).text();
}

/** The pages prerendered: those of the sitemap, blog articles included. */
export function prerenderedPaths(): string[] {
  return [
    ...pageMetas.filter((page) => page.sitemap && page.index).map((page) => page.path),
    ...blogPosts.map((post) => blogPostPath(post.slug)),
  ];
}

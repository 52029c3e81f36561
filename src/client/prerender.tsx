// Built by `vite build --ssr` and run by scripts/prerender.mjs: the HTML of a public page as a visitor's first
// render draws it, so the browser paints the page before any JavaScript has run, and main.tsx hydrates it.
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { APP_FRAMES_FILE, PLAIN_FRAME, screenHeads, type HeadedScreen } from '@shared/screen-heads';
import { AppFrameSkeleton } from './components/layout/page-skeleton';
import { Providers } from './app/providers';
import { createQueryClient } from './lib/query-client';
import { USER_KEY } from './lib/session';
import { AppRoutes } from './app/router';
import { blogPosts } from '@shared/marketing-site/blog/posts';
import { blogPostPath, pageMetas } from '@shared/marketing-site/page-meta';

/** The markup of #root for `url`, once every lazy route it shows has loaded. */
export async function renderPage(url: string): Promise<string> {
  // A visitor's page, as the browser's first render draws it for one (main.tsx, seedVisitor).
  const client = createQueryClient();
  client.setQueryData(USER_KEY, null);
  return markup(
    <StrictMode>
      <Providers client={client}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>,
  );
}

/** The pages prerendered: those of the sitemap, blog articles included. */
export function prerenderedPaths(): string[] {
  return [
    ...pageMetas.filter((page) => page.sitemap && page.index).map((page) => page.path),
    ...blogPosts.map((post) => blogPostPath(post.slug)),
  ];
}

export { APP_FRAMES_FILE };

/**
 * The signed-in frame the server puts into #root while the app loads, for each screen with a head (the company's
 * name left as its slot, which the server fills) and one without: the same component as the app's waiting frame.
 */
export async function renderFrames(): Promise<Record<string, string>> {
  const frames: Record<string, string> = {};
  frames[PLAIN_FRAME] = await markup(<AppFrameSkeleton />);
  for (const screen of Object.keys(screenHeads) as HeadedScreen[]) {
    frames[screen] = await markup(<AppFrameSkeleton head={screenHeads[screen]} />);
  }
  return frames;
}

async function markup(element: ReactNode): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

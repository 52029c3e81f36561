import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { APP_FRAME_ATTRIBUTE } from './components/layout/page-skeleton';
import { startScreen } from './app/route-prefetch';
import { AppRoutes } from './app/router';
import { seedFromPage } from './lib/page-data';
import { seedVisitor, USER_KEY } from './lib/session';
import { isLanguage, switchLanguage, visitorLanguage } from './i18n/i18n';
import type { PublicUser } from '@shared/auth/auth.schemas';
import { createQueryClient } from './lib/query-client';
import { applyTheme } from './lib/theme';
import { reportUncaughtErrors } from './lib/error-reporter';
import './styles.css';

applyTheme();
reportUncaughtErrors();

/** How long the signed-in frame waits for the screen's first reads before the app draws without them. */
const FIRST_SCREEN_WAIT_MS = 2000;

// Before the first render: the session the page brought, then the screen's code and data, all requested at once.
const queryClient = createQueryClient();
seedFromPage(queryClient);
seedVisitor(queryClient);
// The page's language (the server chose the same one, and drew the page in English only when it is English): the
// signed-in user's preference, else the visitor's choice. Its messages load with the screen's code.
const preferred = queryClient.getQueryData<PublicUser | null>(USER_KEY)?.preferences?.language;
const languageReady = switchLanguage(isLanguage(preferred) ? preferred : visitorLanguage());
const screenReady = Promise.all([languageReady, startScreen(queryClient, window.location.pathname)]);

const app = (
  <StrictMode>
    <Providers client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);

// Public pages arrive prerendered (scripts/prerender.mjs): React takes over that HTML instead of redrawing it.
// A signed-in screen arrives as its frame, which the first render draws again (the app's waiting frame, or the
// screen once loaded) and replaces. Either way as a transition: the work is cut into short slices, the page keeps
// answering input meanwhile, and what the server drew stays up until React's first commit.
const root = document.getElementById('root')!;
const frame = root.firstElementChild?.hasAttribute(APP_FRAME_ATTRIBUTE);
if (frame || !root.hasChildNodes()) {
  const reactRoot = createRoot(root);
  const render = () => startTransition(() => reactRoot.render(app));
  // The frame stays up until the screen's code and first reads are here (FIRST_SCREEN_WAIT_MS at most): the screen
  // is then drawn with its data in that one sliced render, where answers arriving after it would each redraw their
  // part in one long task (a store's update is never time-sliced).
  // A module that fails to load does not keep the frame up either: the app's own error shows.
  if (frame)
    void Promise.race([screenReady, new Promise((wait) => setTimeout(wait, FIRST_SCREEN_WAIT_MS))]).then(
      render,
      render,
    );
  else void languageReady.then(render, render);
} else startTransition(() => void hydrateRoot(root, app));

import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { APP_FRAME_ATTRIBUTE } from './components/layout/page-skeleton';
import { startScreen } from './app/route-prefetch';
import { AppRoutes } from './app/router';
import { seedFromPage } from './lib/page-data';
import { seedVisitor } from './lib/session';
import { createQueryClient } from './lib/query-client';
import { applyTheme } from './lib/theme';
import './styles.css';

applyTheme();

// Before the first render: the session the page brought, then the screen's code and data, all requested at once.
const queryClient = createQueryClient();
seedFromPage(queryClient);
seedVisitor(queryClient);
void startScreen(queryClient, window.location.pathname);

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
if (!root.hasChildNodes() || root.firstElementChild?.hasAttribute(APP_FRAME_ATTRIBUTE)) {
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
} else startTransition(() => void hydrateRoot(root, app));

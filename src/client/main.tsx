import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { startScreen } from './app/route-prefetch';
import { AppRoutes } from './app/router';
import { seedFromPage } from './lib/page-data';
import { createQueryClient } from './lib/query-client';
import { applyTheme } from './lib/theme';
import './styles.css';

applyTheme();

// Before the first render: the session the page brought, then the screen's code and data, all requested at once.
const queryClient = createQueryClient();
seedFromPage(queryClient);
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

// Public pages arrive prerendered (scripts/prerender.mjs): React takes over that HTML instead of redrawing it,
// as a transition, so the work is cut into short slices and the page keeps answering input meanwhile.
const root = document.getElementById('root')!;
if (root.hasChildNodes()) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);

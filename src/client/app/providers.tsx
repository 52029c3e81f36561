import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useMaintenanceMessage } from '@client/lib/maintenance';
import { createQueryClient } from '@client/lib/query-client';
import { SessionProvider } from '@client/lib/session';
import { useTheme } from '@client/lib/theme';
import { i18n } from '@client/i18n/i18n';

/** sonner is loaded after the page: it stays out of the first download, and toasts shown before it mounts still appear. */
/** Loaded only when the site goes down for maintenance: never part of the first download. */
const MaintenanceScreen = lazy(() =>
  import('@client/components/layout/maintenance-screen').then((m) => ({ default: m.MaintenanceScreen })),
);
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

function DeferredToaster() {
  const { dark } = useTheme();
  // Decided after the first render, which must match the prerendered HTML (where there is no toaster).
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const onLoad = () => setLoaded(true);
    if (document.readyState === 'complete') return onLoad();
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <Toaster theme={dark ? 'dark' : 'light'} visibleToasts={1} richColors closeButton position="top-right" />
    </Suspense>
  );
}

/**
 * The maintenance screen in place of the app once the API says the site is down for maintenance; the sign-in
 * screen stays, so an administrator can sign in.
 */
function MaintenanceGate({ children }: { children: ReactNode }) {
  const message = useMaintenanceMessage();
  if (message === null || window.location.pathname === '/auth') return children;
  return (
    <Suspense fallback={null}>
      <MaintenanceScreen message={message} />
    </Suspense>
  );
}

/** The app's providers, with `client` when the caller has already put data into it (main.tsx), else a new one. */
export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <MaintenanceGate>{children}</MaintenanceGate>
        </SessionProvider>
        <DeferredToaster />
      </QueryClientProvider>
    </I18nProvider>
  );
}

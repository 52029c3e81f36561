import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { createQueryClient } from '@client/lib/query-client';
import { SessionProvider } from '@client/lib/session';

/** sonner is loaded after the page: it stays out of the first download, and toasts shown before it mounts still appear. */
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

function DeferredToaster() {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, [loaded]);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <Toaster visibleToasts={1} richColors closeButton position="top-right" />
    </Suspense>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>{children}</SessionProvider>
      <DeferredToaster />
    </QueryClientProvider>
  );
}

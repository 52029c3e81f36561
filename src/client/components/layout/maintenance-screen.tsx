import { Wrench } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { useSiteInfo } from '@client/lib/site-info';
import { useT } from '@client/i18n/use-t';

/** The whole page while the site is down for maintenance: what the API said, a retry, and the way to sign in. */
export function MaintenanceScreen({ message }: { message: string }) {
  const t = useT();
  const { siteName } = useSiteInfo();
  return (
    <main
      id="main"
      className="grid min-h-screen place-items-center bg-slate-50 px-4 py-10 text-center dark:bg-slate-950"
      data-testid="maintenance-screen"
    >
      <div className="max-w-md space-y-4">
        <Wrench className="mx-auto size-10 text-brand-700 dark:text-brand-500" aria-hidden />
        <p className="font-semibold text-brand-700 dark:text-brand-500">{siteName}</p>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('layout.maintenance.title')}</h1>
        <p className="text-muted" role="status">
          {message}
        </p>
        <div className="flex flex-wrap justify-center gap-3 pt-2">
          <Button onClick={() => window.location.reload()}>{t('ui.tryAgain')}</Button>
          <Button variant="outline" asChild>
            <a href="/auth?tab=login">{t('layout.maintenance.adminSignIn')}</a>
          </Button>
        </div>
      </div>
    </main>
  );
}

import { Moon, ShieldAlert, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { Portal } from '@shared/customer-portal/customer-portal.schemas';
import { LogoMark } from '@client/components/brand/logo';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/spinner';
import { useTheme } from '@client/lib/theme';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useT } from '@client/i18n/use-t';
import { usePortal } from '../api/customer-portal.api';
import { ContactList, NeedHelp, PortalStats, ServiceSummary } from './portal-cards';
import { RecentInvoices } from './recent-invoices';
import { RecentQuotes } from './recent-quotes';

function ThemeToggle() {
  const { dark, toggle } = useTheme();
  const t = useT();
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggle}
      aria-label={dark ? t('customer-portal.theme.light') : t('customer-portal.theme.dark')}
    >
      {dark ? <Sun aria-hidden /> : <Moon aria-hidden />}
    </Button>
  );
}

function Frame({ company, children }: { company?: Portal['company']; children: ReactNode }) {
  const t = useT();
  return (
    <div className="min-h-screen">
      <header className="border-b bg-card">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
          {company?.logo ? (
            <img
              src={company.logo}
              alt={t('customer-portal.frame.logoAlt', { name: company.name })}
              className="size-10 rounded-md object-contain"
            />
          ) : (
            company && (
              <span
                className="flex size-10 shrink-0 items-center justify-center rounded-md bg-brand-100 font-bold text-brand-800 dark:bg-brand-800 dark:text-brand-100"
                aria-hidden
              >
                {company.name.charAt(0).toUpperCase()}
              </span>
            )
          )}
          <span className="min-w-0 truncate font-semibold">{company?.name ?? t('customer-portal.frame.title')}</span>
          <div className="ml-auto">
            <ThemeToggle />
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6 sm:py-8">{children}</main>
      <footer className="flex items-center justify-center gap-2 pb-8 text-xs text-muted">
        <LogoMark className="size-4" /> {t('customer-portal.frame.poweredBy')}
      </footer>
    </div>
  );
}

function AccessDenied() {
  const t = useT();
  return (
    <Card className="mx-auto mt-10 max-w-md">
      <CardContent flush className="space-y-3 p-8 text-center">
        <ShieldAlert className="mx-auto size-10 text-red-600" aria-hidden />
        <h1 className="text-xl font-semibold">{t('customer-portal.accessDenied.title')}</h1>
        <p className="text-muted">{t('customer-portal.accessDenied.text')}</p>
      </CardContent>
    </Card>
  );
}

function PortalSkeleton() {
  const t = useT();
  return (
    <div className="space-y-6" aria-busy="true" aria-label={t('customer-portal.loading')}>
      <Skeleton className="h-9 w-64 max-w-full" />
      <div className="grid gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-80 lg:col-span-2" />
        <Skeleton className="h-80" />
      </div>
    </div>
  );
}

/** /customer/{token}: the customer's own page at the business, reached without an account. */
export function CustomerPortalPage() {
  const { token = '' } = useParams();
  const portal = usePortal(token);
  const data = portal.data;
  const t = useT();
  useDocumentTitle(
    data ? t('customer-portal.documentTitle', { name: data.company.name }) : t('customer-portal.frame.title'),
  );

  if (portal.isLoading) {
    return (
      <Frame>
        <PortalSkeleton />
      </Frame>
    );
  }
  if (portal.isError) {
    return (
      <Frame>
        <LoadError
          what={t('customer-portal.loadError.what')}
          retrying={portal.isFetching}
          onRetry={() => void portal.refetch()}
        />
      </Frame>
    );
  }
  if (!data) {
    return (
      <Frame>
        <AccessDenied />
      </Frame>
    );
  }
  return (
    <Frame company={data.company}>
      <div className="space-y-6">
        <section aria-labelledby="portal-welcome" className="space-y-2">
          <h1 id="portal-welcome" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('customer-portal.welcome.title', { name: data.customer.name })}
          </h1>
          <p className="text-muted">{t('customer-portal.welcome.text', { name: data.company.name })}</p>
          <ContactList
            contact={data.customer}
            className="flex flex-col gap-2 pt-1 text-sm sm:flex-row sm:flex-wrap sm:gap-x-6"
          />
        </section>
        <PortalStats portal={data} token={token} />
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="space-y-6 lg:col-span-2">
            <RecentInvoices
              token={token}
              companyName={data.company.name}
              invoices={data.invoices}
              payments={data.payments}
            />
            <RecentQuotes token={token} companyName={data.company.name} quotes={data.quotes} payments={data.payments} />
          </div>
          <div className="space-y-6">
            <ServiceSummary summary={data.summary} />
            <NeedHelp company={data.company} />
          </div>
        </div>
      </div>
    </Frame>
  );
}

import { MailMinus, MailX, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { MainLandmark } from '@client/components/layout/main-landmark';
import { LogoMark } from '@client/components/brand/logo';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/spinner';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Trans } from '@client/i18n/trans';
import { useT } from '@client/i18n/use-t';
import { useUnsubscribe, useUnsubscribeStatus } from '../api/unsubscribe.api';

function Frame({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="flex min-h-screen flex-col">
      <MainLandmark className="flex flex-1 items-center justify-center px-4 py-10">
        <Card className="w-full max-w-md">
          <CardContent flush className="space-y-4 p-8 text-center">
            {children}
          </CardContent>
        </Card>
      </MainLandmark>
      <footer className="flex items-center justify-center gap-2 pb-8 text-xs text-muted">
        <LogoMark className="size-4" /> {t('campaigns.unsubscribe.poweredBy')}
      </footer>
    </div>
  );
}

/** /unsubscribe/{token}: a campaign e-mail's link; the customer leaves (and may come back to) the business's list. */
export function UnsubscribePage() {
  const t = useT();
  const { token = '' } = useParams();
  const status = useUnsubscribeStatus(token);
  const change = useUnsubscribe(token);
  const data = status.data;
  useDocumentTitle(
    data ? t('campaigns.unsubscribe.from', { company: data.companyName }) : t('campaigns.unsubscribe.button'),
  );

  if (status.isLoading) {
    return (
      <Frame>
        <div role="status" aria-label={t('campaigns.unsubscribe.loading')} className="space-y-3">
          <Skeleton className="mx-auto size-10" pill />
          <Skeleton className="mx-auto h-6 w-48" />
          <Skeleton className="h-10" />
        </div>
      </Frame>
    );
  }
  if (status.isError) {
    return (
      <Frame>
        <LoadError
          what={t('campaigns.unsubscribe.loadWhat')}
          retrying={status.isFetching}
          onRetry={() => void status.refetch()}
        />
      </Frame>
    );
  }
  if (!data) {
    return (
      <Frame>
        <ShieldAlert className="mx-auto size-10 text-red-600" aria-hidden />
        <h1 className="text-xl font-semibold">{t('campaigns.unsubscribe.notFound')}</h1>
        <p className="text-muted">{t('campaigns.unsubscribe.notFoundText')}</p>
      </Frame>
    );
  }
  if (data.unsubscribed) {
    return (
      <Frame>
        <MailX className="mx-auto size-10 text-muted" aria-hidden />
        <h1 className="text-xl font-semibold">{t('campaigns.unsubscribe.done')}</h1>
        <p className="text-muted">
          <Trans
            id="campaigns.unsubscribe.doneText"
            values={{ email: data.email, company: data.companyName }}
            components={{ email: <span className="font-medium text-[var(--foreground)] break-all" /> }}
          />
        </p>
        <Button variant="outline" disabled={change.isPending} onClick={() => change.mutate(true)}>
          {change.isPending ? t('campaigns.unsubscribe.resubscribing') : t('campaigns.unsubscribe.resubscribe')}
        </Button>
      </Frame>
    );
  }
  return (
    <Frame>
      <MailMinus className="mx-auto size-10 text-brand-600" aria-hidden />
      <h1 className="text-xl font-semibold">{t('campaigns.unsubscribe.from', { company: data.companyName })}</h1>
      <p className="text-muted">
        <Trans
          id="campaigns.unsubscribe.question"
          values={{ email: data.email, company: data.companyName }}
          components={{ email: <span className="font-medium text-[var(--foreground)] break-all" /> }}
        />
      </p>
      {change.isSuccess && change.variables === true && (
        <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
          {t('campaigns.unsubscribe.again')}
        </p>
      )}
      <Button disabled={change.isPending} onClick={() => change.mutate(false)}>
        {change.isPending ? t('campaigns.unsubscribe.unsubscribing') : t('campaigns.unsubscribe.button')}
      </Button>
    </Frame>
  );
}

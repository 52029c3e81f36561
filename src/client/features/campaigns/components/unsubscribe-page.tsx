import { MailMinus, MailX, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { campaignMessages } from '@shared/campaigns/campaign-values';
import { MainLandmark } from '@client/components/layout/main-landmark';
import { LogoMark } from '@client/components/brand/logo';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/spinner';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useUnsubscribe, useUnsubscribeStatus } from '../api/unsubscribe.api';

function Frame({ children }: { children: ReactNode }) {
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
        <LogoMark className="size-4" /> Powered by Crewdesk
      </footer>
    </div>
  );
}

/** /unsubscribe/{token}: a campaign e-mail's link; the customer leaves (and may come back to) the business's list. */
export function UnsubscribePage() {
  const { token = '' } = useParams();
  const status = useUnsubscribeStatus(token);
  const change = useUnsubscribe(token);
  const data = status.data;
  useDocumentTitle(data ? `Unsubscribe from ${data.companyName}` : 'Unsubscribe');

  if (status.isLoading) {
    return (
      <Frame>
        <div role="status" aria-label="Loading" className="space-y-3">
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
        <LoadError what="this page" retrying={status.isFetching} onRetry={() => void status.refetch()} />
      </Frame>
    );
  }
  if (!data) {
    return (
      <Frame>
        <ShieldAlert className="mx-auto size-10 text-red-600" aria-hidden />
        <h1 className="text-xl font-semibold">{campaignMessages.unsubscribeNotFound}</h1>
        <p className="text-muted">The link may be incomplete. Open it again from the e-mail you received.</p>
      </Frame>
    );
  }
  if (data.unsubscribed) {
    return (
      <Frame>
        <MailX className="mx-auto size-10 text-muted" aria-hidden />
        <h1 className="text-xl font-semibold">You are unsubscribed</h1>
        <p className="text-muted">
          <span className="font-medium text-[var(--foreground)] break-all">{data.email}</span> will no longer get
          campaign e-mails from {data.companyName}. Invoices and quotes still reach you.
        </p>
        <Button variant="outline" disabled={change.isPending} onClick={() => change.mutate(true)}>
          {change.isPending ? 'Resubscribing...' : 'Resubscribe'}
        </Button>
      </Frame>
    );
  }
  return (
    <Frame>
      <MailMinus className="mx-auto size-10 text-brand-600" aria-hidden />
      <h1 className="text-xl font-semibold">Unsubscribe from {data.companyName}</h1>
      <p className="text-muted">
        Stop campaign e-mails from {data.companyName} to{' '}
        <span className="font-medium text-[var(--foreground)] break-all">{data.email}</span>?
      </p>
      {change.isSuccess && change.variables === true && (
        <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
          You are subscribed again.
        </p>
      )}
      <Button disabled={change.isPending} onClick={() => change.mutate(false)}>
        {change.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
      </Button>
    </Frame>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DataExport } from '@shared/account/data.schemas';
import type { Company } from '@shared/company/company.schemas';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { formatDate } from '@client/lib/dates';
import { useSession } from '@client/lib/session';
import { DATA_EXPORT_DOWNLOAD, useDataExport, useRequestExport } from './danger-zone.api';
import { DeleteAccountDialog } from './delete-account-dialog';
import { useT } from '@client/i18n/use-t';

type Translate = (id: string, values?: Record<string, unknown>) => string;

const size = (t: Translate, bytes: number | null) =>
  bytes === null
    ? ''
    : bytes < 1024 * 1024
      ? t('account.export.kilobytes', { size: Math.ceil(bytes / 1024) })
      : t('account.export.megabytes', { size: (bytes / 1024 / 1024).toFixed(1) });

function exportState(t: Translate, latest: DataExport | null | undefined): string {
  if (!latest) return t('account.export.none');
  switch (latest.status) {
    case 'pending':
      return t('account.export.pending');
    case 'ready':
      return t('account.export.ready', { size: size(t, latest.byteSize), date: formatDate(latest.expiresAt) });
    case 'failed':
      return t('account.export.failed');
    default:
      return t('account.export.expired');
  }
}

function ExportSection() {
  const t = useT();
  const state = useDataExport();
  const request = useRequestExport();
  const latest = state.data?.export;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="space-y-1">
        <h3 className="font-medium">{t('account.export.title')}</h3>
        <p className="text-sm text-muted" aria-live="polite">
          {state.isPending ? t('account.export.loading') : exportState(t, latest)}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {latest?.status === 'ready' && (
          <Button asChild variant="outline">
            <a href={DATA_EXPORT_DOWNLOAD} download>
              {t('account.export.download')}
            </a>
          </Button>
        )}
        {latest?.status === 'pending' ? (
          <Button variant="outline" disabled={state.isFetching} onClick={() => void state.refetch()}>
            {state.isFetching ? t('account.export.checking') : t('account.export.refresh')}
          </Button>
        ) : (
          <Button variant="outline" disabled={request.isPending || state.isPending} onClick={() => request.mutate()}>
            {request.isPending ? t('account.export.requesting') : t('account.export.title')}
          </Button>
        )}
      </div>
    </div>
  );
}

/** Danger Zone: Export my data and Delete account, at the end of Account Settings. */
export function DangerZoneCard() {
  const t = useT();
  const { user } = useSession();
  const [deleting, setDeleting] = useState(false);
  const company = useQuery<Company>({ queryKey: ['/api/company'], enabled: !!user && !user.isAdmin });
  if (!user) return null;
  const confirmation =
    user.isAdmin || !company.data
      ? { label: t('account.delete.typeEmail', { value: user.email }), value: user.email }
      : { label: t('account.delete.typeCompany', { value: company.data.name }), value: company.data.name };
  return (
    <Card className="border-red-300 dark:border-red-900">
      <CardHeader>
        <CardTitle className="text-red-700 dark:text-red-400">{t('account.danger.title')}</CardTitle>
        <CardDescription>{t('account.danger.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <ExportSection />
        <div className="flex flex-col gap-3 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="space-y-1">
            <h3 className="font-medium">{t('account.delete.title')}</h3>
            <p className="text-sm text-muted">{t('account.delete.text')}</p>
          </div>
          <Button
            variant="destructive"
            className="shrink-0"
            disabled={!user.isAdmin && company.isPending}
            onClick={() => setDeleting(true)}
          >
            {t('account.delete.title')}
          </Button>
        </div>
      </CardContent>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} confirmation={confirmation} />
    </Card>
  );
}

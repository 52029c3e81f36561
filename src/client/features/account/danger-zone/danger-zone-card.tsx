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

const size = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes < 1024 * 1024
      ? `${Math.ceil(bytes / 1024)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function exportState(latest: DataExport | null | undefined): string {
  if (!latest)
    return 'A zip with every record of your account and business (JSON and CSV) and the PDFs of your invoices and quotes, e-mailed to you as a link.';
  switch (latest.status) {
    case 'pending':
      return 'Your export is being prepared. We will e-mail you a link when it is ready.';
    case 'ready':
      return `Your export is ready (${size(latest.byteSize)}). The link works until ${formatDate(latest.expiresAt)}.`;
    case 'failed':
      return 'Your last export could not be prepared. Please try again.';
    default:
      return 'Your last export has expired. Request a new one.';
  }
}

function ExportSection() {
  const state = useDataExport();
  const request = useRequestExport();
  const latest = state.data?.export;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="space-y-1">
        <h3 className="font-medium">Export my data</h3>
        <p className="text-sm text-muted" aria-live="polite">
          {state.isPending ? 'Loading...' : exportState(latest)}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {latest?.status === 'ready' && (
          <Button asChild variant="outline">
            <a href={DATA_EXPORT_DOWNLOAD} download>
              Download
            </a>
          </Button>
        )}
        {latest?.status === 'pending' ? (
          <Button variant="outline" disabled={state.isFetching} onClick={() => void state.refetch()}>
            {state.isFetching ? 'Checking...' : 'Refresh'}
          </Button>
        ) : (
          <Button variant="outline" disabled={request.isPending || state.isPending} onClick={() => request.mutate()}>
            {request.isPending ? 'Requesting...' : 'Export my data'}
          </Button>
        )}
      </div>
    </div>
  );
}

/** Danger Zone: Export my data and Delete account, at the end of Account Settings. */
export function DangerZoneCard() {
  const { user } = useSession();
  const [deleting, setDeleting] = useState(false);
  const company = useQuery<Company>({ queryKey: ['/api/company'], enabled: !!user && !user.isAdmin });
  if (!user) return null;
  const confirmation =
    user.isAdmin || !company.data
      ? { label: 'your e-mail address', value: user.email }
      : { label: 'your company name', value: company.data.name };
  return (
    <Card className="border-red-300 dark:border-red-900">
      <CardHeader>
        <CardTitle className="text-red-700 dark:text-red-400">Danger Zone</CardTitle>
        <CardDescription>Take your data with you, or delete your account and everything in it.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <ExportSection />
        <div className="flex flex-col gap-3 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="space-y-1">
            <h3 className="font-medium">Delete account</h3>
            <p className="text-sm text-muted">
              Deletes your account and every record of your business, and cancels your subscription. This cannot be
              undone.
            </p>
          </div>
          <Button
            variant="destructive"
            className="shrink-0"
            disabled={!user.isAdmin && company.isPending}
            onClick={() => setDeleting(true)}
          >
            Delete account
          </Button>
        </div>
      </CardContent>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} confirmation={confirmation} />
    </Card>
  );
}

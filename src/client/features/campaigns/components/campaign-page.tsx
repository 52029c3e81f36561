import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { Campaign } from '@shared/campaigns/campaigns.schemas';
import { PageSkeleton } from '@client/components/layout/page-skeleton';
import { Card, CardContent } from '@client/components/ui/card';
import { LoadError } from '@client/components/ui/load-error';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useT } from '@client/i18n/use-t';
import { audienceLabel } from '../campaign-labels';
import { campaignQuery, pendingOf } from '../api/campaigns.queries';
import { formatInstant, zoneLabel } from '../campaign-format';
import { useBusinessZone } from '../use-business-zone';
import { CampaignActions } from './campaign-actions';
import { CampaignFigures } from './campaign-figures';
import { CampaignFormDialog, type CampaignFormTarget } from './campaign-form-dialog';
import { CampaignStatusBadge } from './campaign-status-badge';
import { RecipientsTable } from './recipients-table';

function Dates({ campaign: c, timeZone }: { campaign: Campaign; timeZone: string }) {
  const t = useT();
  const rows: [string, string][] = [[t('campaigns.page.created'), formatInstant(c.createdAt, timeZone)]];
  if (c.status === 'scheduled') rows.push([t('campaigns.page.scheduledFor'), formatInstant(c.scheduledDate, timeZone)]);
  if (c.status === 'sent') rows.push([t('campaigns.page.sentOn'), formatInstant(c.sentDate, timeZone)]);
  rows.push([t('campaigns.page.audience'), audienceLabel(t, c.targetAudience)]);
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
      <dt className="sr-only">{t('campaigns.page.timeZone')}</dt>
      <dd className="text-xs text-muted sm:col-span-2">{t('campaigns.page.timesIn', { zone: zoneLabel(timeZone) })}</dd>
    </dl>
  );
}

/** A campaign's page (/marketing/campaigns/:id): what it is, what became of it, who it went to, and its actions. */
export function CampaignPage({ notFound }: { notFound: ReactNode }) {
  const t = useT();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const timeZone = useBusinessZone();
  const campaign = useQuery({ ...campaignQuery(id), enabled: valid });
  const [formTarget, setFormTarget] = useState<CampaignFormTarget | null>(null);
  const c = campaign.data;
  useDocumentTitle(c ? c.name : t('campaigns.page.title'));

  if (!valid || c === null) return notFound;
  if (campaign.isLoading) return <PageSkeleton />;
  if (!c) {
    return (
      <LoadError
        what={t('campaigns.page.loadWhat')}
        retrying={campaign.isFetching}
        onRetry={() => void campaign.refetch()}
      />
    );
  }
  const pending = pendingOf(c);
  return (
    <div className="space-y-6">
      <Link to="/marketing" className="inline-flex items-center gap-1 text-sm text-muted hover:underline">
        <ArrowLeft className="size-4" aria-hidden /> {t('campaigns.page.all')}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl">{c.name}</h1>
            <CampaignStatusBadge status={c.status} />
          </div>
          <p className="break-words text-muted">{c.subject}</p>
        </div>
      </div>
      <CampaignActions
        campaign={c}
        timeZone={timeZone}
        onEdit={() => setFormTarget({ campaign: c })}
        onDuplicate={() => setFormTarget({ copyOf: c })}
        onDeleted={() => void navigate('/marketing')}
      />
      <Card>
        <CardContent flush className="p-5">
          <Dates campaign={c} timeZone={timeZone} />
        </CardContent>
      </Card>
      {pending > 0 && (
        <p role="status" className="text-sm text-muted">
          {t('campaigns.page.pending', { count: pending })}
        </p>
      )}
      <CampaignFigures campaign={c} />
      <RecipientsTable campaignId={c.id} live={pending > 0} timeZone={timeZone} />
      <CampaignFormDialog
        target={formTarget}
        timeZone={timeZone}
        onClose={() => setFormTarget(null)}
        onSaved={(saved) => saved.id !== c.id && void navigate(`/marketing/campaigns/${saved.id}`)}
      />
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Campaign } from '@shared/campaigns/campaigns.schemas';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/spinner';
import { campaignSummaryQuery } from '../api/campaigns.queries';
import { useT } from '@client/i18n/use-t';
import { percentOf } from '../campaign-format';
import { CampaignStatusBadge } from './campaign-status-badge';
import { campaignWhen } from './campaign-when';

function Figure({ label, value }: { label: string; value: string | undefined }) {
  return (
    <div className="flex items-center justify-between gap-2 text-sm">
      <dt className="text-muted">{label}</dt>
      <dd className="font-semibold">{value ?? <Skeleton className="h-4 w-10" />}</dd>
    </div>
  );
}

function LatestCampaign({ campaign, loading, timeZone }: { campaign?: Campaign; loading: boolean; timeZone: string }) {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle size="base">{t('campaigns.sidebar.latest')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-2 text-sm">
        {loading && <Skeleton className="h-16" />}
        {!loading && !campaign && <p className="text-muted">{t('campaigns.sidebar.none')}</p>}
        {campaign && (
          <>
            <div className="flex items-start justify-between gap-2">
              <Link to={`/marketing/campaigns/${campaign.id}`} className="font-medium hover:underline">
                {campaign.name}
              </Link>
              <CampaignStatusBadge status={campaign.status} />
            </div>
            <p className="text-muted">{campaignWhen(t, campaign, timeZone)}</p>
            {campaign.status === 'sent' && (
              <dl className="space-y-1">
                <Figure
                  label={t('campaigns.sidebar.sent')}
                  value={t('campaigns.emails', { count: campaign.emailsSent })}
                />
                <Figure
                  label={t('campaigns.sidebar.opened')}
                  value={percentOf(campaign.opensCount, campaign.emailsSent)}
                />
                <Figure
                  label={t('campaigns.sidebar.clicked')}
                  value={percentOf(campaign.clicksCount, campaign.emailsSent)}
                />
              </dl>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** Latest Campaign (the first of the list), Quick Stats and Marketing Tips. */
export function CampaignSidebar(props: { latest?: Campaign; loading: boolean; timeZone: string }) {
  const t = useT();
  const { data } = useQuery(campaignSummaryQuery);
  // The specification's static advice.
  const tips = [t('campaigns.tips.when'), t('campaigns.tips.subject'), t('campaigns.tips.personalize')];
  return (
    <div className="space-y-4">
      <LatestCampaign campaign={props.latest} loading={props.loading} timeZone={props.timeZone} />
      <Card>
        <CardHeader>
          <CardTitle size="base">{t('campaigns.sidebar.quickStats')}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="space-y-2" data-testid="quick-stats">
            <Figure label={t('campaigns.sidebar.active')} value={data && String(data.activeCampaigns)} />
            <Figure label={t('campaigns.sidebar.scheduled')} value={data && String(data.scheduledCampaigns)} />
            <Figure label={t('campaigns.sidebar.clickRate')} value={data && `${data.averageClickRate}%`} />
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle size="base">{t('campaigns.sidebar.tips')}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="list-disc space-y-2 pl-5 text-sm text-muted">
            {tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}

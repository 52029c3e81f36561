import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Campaign } from '@shared/campaigns/campaigns.schemas';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/spinner';
import { campaignSummaryQuery } from '../api/campaigns.queries';
import { percentOf, plural } from '../campaign-format';
import { CampaignStatusBadge } from './campaign-status-badge';
import { campaignWhen } from './campaign-when';

/** The specification's static advice. */
const TIPS = [
  'Send between Tuesday and Thursday, from 10am to 2pm, when most e-mails are opened.',
  'Keep the subject under 50 characters so it shows in full on a phone.',
  "Personalize: greet each customer by name with {{customer_name}} and mention your company's name.",
];

function Figure({ label, value }: { label: string; value: string | undefined }) {
  return (
    <div className="flex items-center justify-between gap-2 text-sm">
      <dt className="text-muted">{label}</dt>
      <dd className="font-semibold">{value ?? <Skeleton className="h-4 w-10" />}</dd>
    </div>
  );
}

function LatestCampaign({ campaign, loading, timeZone }: { campaign?: Campaign; loading: boolean; timeZone: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle size="base">Latest Campaign</CardTitle>
      </CardHeader>
      <CardContent className="space-y-2 text-sm">
        {loading && <Skeleton className="h-16" />}
        {!loading && !campaign && <p className="text-muted">None yet: your newest campaign shows here.</p>}
        {campaign && (
          <>
            <div className="flex items-start justify-between gap-2">
              <Link to={`/marketing/campaigns/${campaign.id}`} className="font-medium hover:underline">
                {campaign.name}
              </Link>
              <CampaignStatusBadge status={campaign.status} />
            </div>
            <p className="text-muted">{campaignWhen(campaign, timeZone)}</p>
            {campaign.status === 'sent' && (
              <dl className="space-y-1">
                <Figure label="Sent" value={plural(campaign.emailsSent, 'e-mail')} />
                <Figure label="Opened" value={percentOf(campaign.opensCount, campaign.emailsSent)} />
                <Figure label="Clicked" value={percentOf(campaign.clicksCount, campaign.emailsSent)} />
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
  const { data } = useQuery(campaignSummaryQuery);
  return (
    <div className="space-y-4">
      <LatestCampaign campaign={props.latest} loading={props.loading} timeZone={props.timeZone} />
      <Card>
        <CardHeader>
          <CardTitle size="base">Quick Stats</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="space-y-2" data-testid="quick-stats">
            <Figure label="Active Campaigns" value={data && String(data.activeCampaigns)} />
            <Figure label="Scheduled" value={data && String(data.scheduledCampaigns)} />
            <Figure label="Avg. Click Rate" value={data && `${data.averageClickRate}%`} />
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle size="base">Marketing Tips</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="list-disc space-y-2 pl-5 text-sm text-muted">
            {TIPS.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}

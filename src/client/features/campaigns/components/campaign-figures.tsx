import type { Campaign } from '@shared/campaigns/campaigns.schemas';
import { useT } from '@client/i18n/use-t';
import { percentOf } from '../campaign-format';

/** What became of a campaign: its recipients, deliveries, and what the customers did with it. */
export function CampaignFigures({ campaign: c }: { campaign: Campaign }) {
  const t = useT();
  const figures = [
    { id: 'Recipients', label: t('campaigns.figures.recipients'), value: c.recipientCount.toLocaleString('en-US') },
    { id: 'Sent', label: t('campaigns.figures.sent'), value: c.emailsSent.toLocaleString('en-US') },
    { id: 'Failed', label: t('campaigns.figures.failed'), value: c.failedCount.toLocaleString('en-US') },
    {
      id: 'Opens',
      label: t('campaigns.figures.opens'),
      value: c.opensCount.toLocaleString('en-US'),
      note: percentOf(c.opensCount, c.emailsSent),
    },
    {
      id: 'Clicks',
      label: t('campaigns.figures.clicks'),
      value: c.clicksCount.toLocaleString('en-US'),
      note: percentOf(c.clicksCount, c.emailsSent),
    },
    {
      id: 'Unsubscribes',
      label: t('campaigns.figures.unsubscribes'),
      value: c.unsubscribesCount.toLocaleString('en-US'),
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {figures.map((f) => (
        <div key={f.id} className="rounded-xl border bg-card p-4 shadow-sm" data-testid={`figure-${f.id}`}>
          <dt className="text-sm text-muted">{f.label}</dt>
          <dd className="mt-1 text-xl font-bold sm:text-2xl">
            {f.value}
            {f.note && <span className="ml-1.5 text-sm font-medium text-muted">({f.note})</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

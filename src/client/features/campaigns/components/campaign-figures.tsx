import type { Campaign } from '@shared/campaigns/campaigns.schemas';
import { percentOf } from '../campaign-format';

/** What became of a campaign: its recipients, deliveries, and what the customers did with it. */
export function CampaignFigures({ campaign: c }: { campaign: Campaign }) {
  const figures = [
    { label: 'Recipients', value: c.recipientCount.toLocaleString('en-US') },
    { label: 'Sent', value: c.emailsSent.toLocaleString('en-US') },
    { label: 'Failed', value: c.failedCount.toLocaleString('en-US') },
    { label: 'Opens', value: c.opensCount.toLocaleString('en-US'), note: percentOf(c.opensCount, c.emailsSent) },
    { label: 'Clicks', value: c.clicksCount.toLocaleString('en-US'), note: percentOf(c.clicksCount, c.emailsSent) },
    { label: 'Unsubscribes', value: c.unsubscribesCount.toLocaleString('en-US') },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {figures.map((f) => (
        <div key={f.label} className="rounded-xl border bg-card p-4 shadow-sm" data-testid={`figure-${f.label}`}>
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

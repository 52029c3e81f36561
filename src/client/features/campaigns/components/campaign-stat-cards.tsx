import { useQuery } from '@tanstack/react-query';
import { Inbox, Mail, MailOpen, UsersRound } from 'lucide-react';
import { StatCard } from '@client/components/ui/stat-card';
import { useT } from '@client/i18n/use-t';
import { campaignSummaryQuery } from '../api/campaigns.queries';

/** The four figures of the page, from the company's campaigns as the server counts them. */
export function CampaignStatCards() {
  const t = useT();
  const { data, isLoading } = useQuery(campaignSummaryQuery);
  const figure = (value: number | undefined, unit = '') =>
    value === undefined ? '—' : `${value.toLocaleString('en-US')}${unit}`;
  const cards = [
    {
      id: 'Total Campaigns',
      label: t('campaigns.stats.total'),
      value: figure(data?.totalCampaigns),
      note: data
        ? t('campaigns.stats.scheduled', { count: data.scheduledCampaigns })
        : t('campaigns.stats.notAvailable'),
      icon: Inbox,
      tone: 'text-brand-600',
    },
    {
      id: 'Emails Sent',
      label: t('campaigns.stats.sent'),
      value: figure(data?.emailsSent),
      note: t('campaigns.stats.sentNote'),
      icon: Mail,
      tone: 'text-blue-600 dark:text-blue-400',
    },
    {
      id: 'Average Open Rate',
      label: t('campaigns.stats.openRate'),
      value: figure(data?.averageOpenRate, '%'),
      note: t('campaigns.stats.openRateNote'),
      icon: MailOpen,
      tone: 'text-emerald-600 dark:text-emerald-400',
    },
    {
      id: 'Total Customers',
      label: t('campaigns.stats.customers'),
      value: figure(data?.totalCustomers),
      note: t('campaigns.stats.customersNote'),
      icon: UsersRound,
      tone: 'text-violet-600 dark:text-violet-400',
    },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map(({ id, ...card }) => (
        <StatCard key={id} {...card} loading={isLoading} testId={`summary-${id}`} />
      ))}
    </div>
  );
}

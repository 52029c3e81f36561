import { useQuery } from '@tanstack/react-query';
import { Inbox, Mail, MailOpen, UsersRound } from 'lucide-react';
import { StatCard } from '@client/components/ui/stat-card';
import { campaignSummaryQuery } from '../api/campaigns.queries';

/** The four figures of the page, from the company's campaigns as the server counts them. */
export function CampaignStatCards() {
  const { data, isLoading } = useQuery(campaignSummaryQuery);
  const figure = (value: number | undefined, unit = '') =>
    value === undefined ? '—' : `${value.toLocaleString('en-US')}${unit}`;
  const cards = [
    {
      label: 'Total Campaigns',
      value: figure(data?.totalCampaigns),
      note: data ? `${data.scheduledCampaigns} scheduled` : 'Not available',
      icon: Inbox,
      tone: 'text-brand-600',
    },
    {
      label: 'Emails Sent',
      value: figure(data?.emailsSent),
      note: 'Across every campaign',
      icon: Mail,
      tone: 'text-blue-600 dark:text-blue-400',
    },
    {
      label: 'Average Open Rate',
      value: figure(data?.averageOpenRate, '%'),
      note: 'Opens over e-mails sent',
      icon: MailOpen,
      tone: 'text-emerald-600 dark:text-emerald-400',
    },
    {
      label: 'Total Customers',
      value: figure(data?.totalCustomers),
      note: 'With an e-mail, subscribed',
      icon: UsersRound,
      tone: 'text-violet-600 dark:text-violet-400',
    },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map((card) => (
        <StatCard key={card.label} {...card} loading={isLoading} testId={`summary-${card.label}`} />
      ))}
    </div>
  );
}

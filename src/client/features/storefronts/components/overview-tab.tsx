import { useQuery } from '@tanstack/react-query';
import { Eye, Globe, Inbox, Package } from 'lucide-react';
import type { LandingConfig } from '@shared/storefronts/storefront.schemas';
import { groupDigits } from '@shared/money';
import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/spinner';
import { StatCard } from '@client/components/ui/stat-card';
import { analyticsQuery } from '../api/storefront.queries';
import { absoluteUrl, productUsage, tierLabel } from '../storefront-format';
import { LeadsCard } from './leads-card';
import { NeedsStorefront } from './needs-storefront';
import { OrdersWaiting } from './orders-waiting';
import { useT } from '@client/i18n/use-t';

function PublicUrl({ config }: { config: LandingConfig | undefined }) {
  const t = useT();
  return (
    <Card>
      <CardContent flush className="flex flex-wrap items-center gap-x-3 gap-y-1 p-4 sm:p-5">
        <Globe className="size-5 shrink-0 text-brand-600" aria-hidden />
        <span className="text-sm text-muted">{t('storefronts.overview.publicUrl')}</span>
        {config ? (
          <a
            href={absoluteUrl(config.publicUrl)}
            target="_blank"
            rel="noopener"
            className="min-w-0 break-all font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-500"
            data-testid="public-url"
          >
            {absoluteUrl(config.publicUrl)}
          </a>
        ) : (
          <Skeleton className="h-5 w-64" />
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The storefront at a glance: where it answers, its status, its products against the limit, the last 7 days' views
 * and leads, the paid orders waiting to be fulfilled, and the leads to work. `config` undefined: still loading (the
 * reads start together); null: not created.
 */
export function OverviewTab(props: {
  config: LandingConfig | null | undefined;
  onSetUp: () => void;
  onOpenOrders: () => void;
}) {
  const t = useT();
  const week = useQuery(analyticsQuery(7));
  const { config } = props;
  if (config === null) {
    return <NeedsStorefront what={t('storefronts.needs.overview')} onSetUp={props.onSetUp} />;
  }
  const totals = week.data?.totals;
  const weekNote = week.isError
    ? t('storefronts.overview.notLoaded')
    : t('storefronts.analytics.lastDays', { days: 7 });
  return (
    <div className="space-y-6">
      <PublicUrl config={config} />
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard
          label={t('storefronts.overview.status')}
          icon={Globe}
          tone="text-emerald-600"
          loading={!config}
          value={config?.isActive ? t('storefronts.active') : t('storefronts.inactive')}
          note={config ? t('storefronts.overview.tier', { tier: tierLabel(config.tierName) }) : ''}
          testId="overview-status"
        />
        <StatCard
          label={t('storefronts.tab.products')}
          icon={Package}
          tone="text-violet-600"
          loading={!config}
          value={config ? groupDigits(config.productCount) : ''}
          note={config ? productUsage(config, t) : ''}
          testId="overview-products"
        />
        <StatCard
          label={t('storefronts.analytics.views')}
          icon={Eye}
          tone="text-brand-600"
          loading={week.isPending}
          value={totals ? groupDigits(totals.views) : '—'}
          note={weekNote}
          testId="overview-views"
        />
        <StatCard
          label={t('storefronts.analytics.leads')}
          icon={Inbox}
          tone="text-amber-600"
          loading={week.isPending}
          value={totals ? groupDigits(totals.leads) : '—'}
          note={weekNote}
          testId="overview-leads"
        />
      </div>
      <OrdersWaiting onOpen={props.onOpenOrders} />
      <LeadsCard />
    </div>
  );
}

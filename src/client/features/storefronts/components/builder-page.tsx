import { useQuery } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { screenHeads } from '@shared/screen-heads';
import type { LandingConfig } from '@shared/storefronts/storefront.schemas';
import { PageHeader } from '@client/components/layout/page-header';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { preloadable } from '@client/lib/preloadable';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { configQuery } from '../api/storefront.queries';
import { BuilderHeaderActions } from './builder-header-actions';
import { NeedsStorefront } from './needs-storefront';
import { OverviewTab } from './overview-tab';
import { useT } from '@client/i18n/use-t';

// The overview is what the screen opens with; the other tabs (the forms and their checks, the chart) load when
// they are first opened, or when the pointer or the focus reaches their tab.
const ConfigTab = preloadable(() => import('./config-tab').then((m) => m.ConfigTab));
const ProductsTab = preloadable(() => import('./products-tab').then((m) => m.ProductsTab));
const OrdersTab = preloadable(() => import('./orders-tab').then((m) => m.OrdersTab));
const AnalyticsTab = preloadable(() => import('./analytics-tab').then((m) => m.AnalyticsTab));
const PricingTab = preloadable(() => import('./pricing-tab').then((m) => m.PricingTab));

/** Loads every tab's code (tests, and whoever wants them all at once). */
export const preloadBuilderTabs = () =>
  Promise.all([
    ConfigTab.preload(),
    ProductsTab.preload(),
    OrdersTab.preload(),
    AnalyticsTab.preload(),
    PricingTab.preload(),
  ]);

const TABS = [
  { value: 'overview', preload: () => undefined },
  { value: 'configuration', preload: ConfigTab.preload },
  { value: 'products', preload: ProductsTab.preload },
  { value: 'orders', preload: OrdersTab.preload },
  { value: 'analytics', preload: AnalyticsTab.preload },
  { value: 'pricing', preload: PricingTab.preload },
] as const;
type Tab = (typeof TABS)[number]['value'];

const tabOf = (value: string | null): Tab | undefined => TABS.find((tab) => tab.value === value)?.value;

const tabSkeleton = <Skeleton className="h-96 w-full rounded-xl" />;

/**
 * /landing-page-builder: the storefront's header (status, Preview, Copy public URL) and its tabs; the tab is in the
 * address (`?tab=`). Before the storefront exists the screen opens on the Configuration form that creates it, and
 * the tabs that need it say so. Rendered inside CompanyRequired: the company exists.
 */
export function BuilderPage() {
  const t = useT();
  const head = screenHeads['/landing-page-builder'];
  useDocumentTitle(t('storefronts.page.title'));
  const tabLabels: Record<Tab, string> = {
    overview: t('storefronts.tab.overview'),
    configuration: t('storefronts.tab.configuration'),
    products: t('storefronts.tab.products'),
    orders: t('storefronts.tab.orders'),
    analytics: t('storefronts.tab.analytics'),
    pricing: t('storefronts.tab.pricing'),
  };
  const [params, setParams] = useSearchParams();
  const config = useQuery(configQuery);
  const requested = tabOf(params.get('tab'));
  const tab: Tab = requested ?? (config.data === null ? 'configuration' : 'overview');

  const chooseTab = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  const setUp = () => chooseTab('configuration');
  /** A tab that shows the storefront's things: the storefront first (null: not created yet). */
  const needing = (what: string, content: (config: LandingConfig) => ReactNode) =>
    config.data === null ? (
      <NeedsStorefront what={what} onSetUp={setUp} />
    ) : config.data ? (
      content(config.data)
    ) : (
      tabSkeleton
    );

  return (
    <div className="space-y-6">
      <PageHeader
        {...head}
        action={
          config.data ? (
            <BuilderHeaderActions config={config.data} />
          ) : (
            config.isPending && <Skeleton className="h-10 w-72" />
          )
        }
      />
      {config.isError && config.data === undefined ? (
        <LoadError
          what={t('storefronts.page.loadWhat')}
          retrying={config.isFetching}
          onRetry={() => void config.refetch()}
        />
      ) : (
        <Tabs value={tab} onValueChange={chooseTab} className="space-y-4">
          <TabsList className="sm:grid-cols-3 md:grid-cols-6">
            {TABS.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value} onPointerEnter={tab.preload} onFocus={tab.preload}>
                {tabLabels[tab.value]}
              </TabsTrigger>
            ))}
          </TabsList>
          <Suspense fallback={tabSkeleton}>
            <TabsContent value="overview">
              <OverviewTab config={config.data} onSetUp={setUp} onOpenOrders={() => chooseTab('orders')} />
            </TabsContent>
            <TabsContent value="configuration">
              {config.data === undefined ? (
                tabSkeleton
              ) : (
                // Creating the storefront keeps this tab (the address names it), rather than leaving for the overview.
                <ConfigTab config={config.data} onCreate={() => !requested && chooseTab('configuration')} />
              )}
            </TabsContent>
            <TabsContent value="products">
              {needing(t('storefronts.needs.products'), (c) => (
                <ProductsTab config={c} />
              ))}
            </TabsContent>
            <TabsContent value="orders">
              {needing(t('storefronts.needs.orders'), () => (
                <OrdersTab />
              ))}
            </TabsContent>
            <TabsContent value="analytics">
              {needing(t('storefronts.needs.analytics'), () => (
                <AnalyticsTab />
              ))}
            </TabsContent>
            <TabsContent value="pricing">
              <PricingTab tierName={config.data?.tierName ?? null} />
            </TabsContent>
          </Suspense>
        </Tabs>
      )}
    </div>
  );
}

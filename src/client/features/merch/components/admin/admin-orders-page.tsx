import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MERCH_ORDER_STATUSES, type MerchOrderStatus } from '@shared/merch/merch.schemas';
import { PageHeader } from '@client/components/layout/page-header';
import { Card, CardHeader, CardTitle } from '@client/components/ui/card';
import { StatusSelect } from '@client/components/ui/status-select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { adminOrdersQuery } from '../../api/admin-orders.api';
import { orderStatusLabels } from '../../merch-format';
import { AdminOrderTable } from './admin-order-table';
import { CatalogueTab } from './catalogue-tab';
import { OrderStatusCards } from './order-status-cards';
import { useT } from '@client/i18n/use-t';

function OrdersTab() {
  const t = useT();
  const [status, setStatus] = useState<MerchOrderStatus | ''>('');
  const [page, setPage] = useState(0);
  const list = useQuery(adminOrdersQuery(page, status));
  // Another status starts again at its first page.
  const choose = (next: MerchOrderStatus | '') => {
    setStatus(next);
    setPage(0);
  };
  return (
    <div className="space-y-6">
      <OrderStatusCards status={status} onStatus={choose} />
      <Card className="overflow-hidden">
        <CardHeader row className="flex-wrap border-b pb-4">
          <CardTitle>{t('merch.admin.orders')}</CardTitle>
          <StatusSelect
            statuses={MERCH_ORDER_STATUSES}
            labels={orderStatusLabels(t)}
            value={status}
            onChange={choose}
            className="w-full sm:w-48"
          />
        </CardHeader>
        <AdminOrderTable list={list} page={page} onPage={setPage} filtered={status !== ''} />
      </Card>
    </div>
  );
}

/** /admin/orders: every business's merchandise orders, moved on from here, and the catalogue they order from. */
export function AdminOrdersPage() {
  const t = useT();
  useDocumentTitle(t('merch.admin.title'));
  return (
    <div className="space-y-6">
      <PageHeader title={t('merch.admin.title')} description={t('merch.admin.description')} />
      <Tabs defaultValue="orders" className="space-y-6">
        <TabsList className="sm:max-w-xs">
          <TabsTrigger value="orders">{t('merch.admin.orders')}</TabsTrigger>
          <TabsTrigger value="catalogue">{t('merch.admin.catalogue')}</TabsTrigger>
        </TabsList>
        <TabsContent value="orders">
          <OrdersTab />
        </TabsContent>
        <TabsContent value="catalogue">
          <CatalogueTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}

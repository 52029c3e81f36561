import { useQuery } from '@tanstack/react-query';
import { ShoppingBag } from 'lucide-react';
import { groupDigits } from '@shared/money';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { ordersToFulfilQuery } from '../api/storefront.queries';
import { useT } from '@client/i18n/use-t';

/** How many paid orders wait to be fulfilled, and the way to them; nothing when none wait (or the count failed). */
export function OrdersWaiting({ onOpen }: { onOpen: () => void }) {
  const t = useT();
  const waiting = useQuery(ordersToFulfilQuery).data ?? 0;
  if (waiting === 0) return null;
  return (
    <Card>
      <CardContent flush className="flex flex-wrap items-center gap-3 p-4 sm:p-5" data-testid="orders-waiting">
        <ShoppingBag className="size-5 shrink-0 text-violet-600" aria-hidden />
        <p className="flex-1 text-sm">
          {waiting === 1
            ? t('storefronts.order.waitingOne')
            : t('storefronts.order.waiting', { count: groupDigits(waiting) })}
        </p>
        <Button size="sm" variant="outline" onClick={onOpen}>
          {t('storefronts.order.openOrders')}
        </Button>
      </CardContent>
    </Card>
  );
}

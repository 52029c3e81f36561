import { useQuery } from '@tanstack/react-query';
import { ShoppingBag } from 'lucide-react';
import { groupDigits } from '@shared/money';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { ordersToFulfilQuery } from '../api/storefront.queries';

/** How many paid orders wait to be fulfilled, and the way to them; nothing when none wait (or the count failed). */
export function OrdersWaiting({ onOpen }: { onOpen: () => void }) {
  const waiting = useQuery(ordersToFulfilQuery).data ?? 0;
  if (waiting === 0) return null;
  return (
    <Card>
      <CardContent flush className="flex flex-wrap items-center gap-3 p-4 sm:p-5" data-testid="orders-waiting">
        <ShoppingBag className="size-5 shrink-0 text-violet-600" aria-hidden />
        <p className="flex-1 text-sm">
          {waiting === 1
            ? '1 paid order is waiting to be fulfilled.'
            : `${groupDigits(waiting)} paid orders are waiting to be fulfilled.`}
        </p>
        <Button size="sm" variant="outline" onClick={onOpen}>
          Open orders
        </Button>
      </CardContent>
    </Card>
  );
}

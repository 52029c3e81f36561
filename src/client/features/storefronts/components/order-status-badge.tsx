import type { OrderStatus } from '@shared/storefronts/order.schemas';
import { Badge } from '@client/components/ui/badge';
import { orderStatusLabels, orderStatusTones } from '../order-format';
import { useT } from '@client/i18n/use-t';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  return <Badge tone={orderStatusTones[status]}>{orderStatusLabels(t)[status]}</Badge>;
}

import type { OrderStatus } from '@shared/storefronts/order.schemas';
import { Badge } from '@client/components/ui/badge';
import { orderStatusLabels, orderStatusTones } from '../order-format';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={orderStatusTones[status]}>{orderStatusLabels[status]}</Badge>;
}

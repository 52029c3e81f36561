import type { MerchOrderStatus } from '@shared/merch/merch.schemas';
import { Badge, type BadgeTone } from '@client/components/ui/badge';
import { orderStatusLabels } from '../merch-format';
import { useT } from '@client/i18n/use-t';

const tones: Record<MerchOrderStatus, BadgeTone> = {
  pending: 'amber',
  paid: 'blue',
  in_production: 'violet',
  shipped: 'green',
  delivered: 'green',
  cancelled: 'struck',
};

export function OrderStatusBadge({ status }: { status: MerchOrderStatus }) {
  const t = useT();
  return <Badge tone={tones[status]}>{orderStatusLabels(t)[status]}</Badge>;
}

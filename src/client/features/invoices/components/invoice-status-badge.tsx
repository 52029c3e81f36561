import type { InvoiceStatus } from '@shared/invoices/invoices.schemas';
import { Badge, type BadgeTone } from '@client/components/ui/badge';
import { statusLabels } from '../invoice-format';

const statusTone: Record<InvoiceStatus, BadgeTone> = {
  draft: 'grey',
  sent: 'blue',
  viewed: 'violet',
  paid: 'green',
  overdue: 'red',
  cancelled: 'struck',
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <Badge tone={statusTone[status]}>{statusLabels[status]}</Badge>;
}

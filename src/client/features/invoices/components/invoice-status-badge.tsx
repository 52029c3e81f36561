import type { InvoiceStatus } from '@shared/invoices/invoices.schemas';
import { Badge, type BadgeTone } from '@client/components/ui/badge';
import { useT } from '@client/i18n/use-t';
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
  const t = useT();
  return <Badge tone={statusTone[status]}>{statusLabels(t)[status]}</Badge>;
}

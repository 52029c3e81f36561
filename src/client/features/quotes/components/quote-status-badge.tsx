import type { QuoteStatus } from '@shared/quotes/quotes.schemas';
import { Badge, type BadgeTone } from '@client/components/ui/badge';
import { useT } from '@client/i18n/use-t';
import { statusLabels } from '../quote-format';

const statusTone: Record<QuoteStatus, BadgeTone> = {
  draft: 'grey',
  sent: 'blue',
  accepted: 'green',
  declined: 'red',
  expired: 'amber',
};

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const t = useT();
  return (
    <Badge tone={statusTone[status]} className="print:border print:border-black print:bg-white print:text-black">
      {statusLabels(t)[status]}
    </Badge>
  );
}

import type { ConnectedAccount } from '@shared/payments/connected-accounts.schemas';
import { Badge, type BadgeTone } from '@client/components/ui/badge';
import { useT } from '@client/i18n/use-t';

type T = ReturnType<typeof useT>;

const statuses: Record<ConnectedAccount['status'], { tone: BadgeTone; label: (t: T) => string }> = {
  verified: { tone: 'green', label: (t) => t('payments.status.verified') },
  pending: { tone: 'amber', label: (t) => t('payments.status.pending') },
  restricted: { tone: 'red', label: (t) => t('payments.status.restricted') },
};

/** Where Stripe's verification of the account stands. */
export function AccountStatusBadge({ status }: { status: ConnectedAccount['status'] }) {
  const t = useT();
  const { tone, label } = statuses[status];
  return <Badge tone={tone}>{label(t)}</Badge>;
}

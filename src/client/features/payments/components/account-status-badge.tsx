import type { ConnectedAccount } from '@shared/payments/connected-accounts.schemas';
import { Badge, type BadgeTone } from '@client/components/ui/badge';

const statuses: Record<ConnectedAccount['status'], { tone: BadgeTone; label: string }> = {
  verified: { tone: 'green', label: 'Verified' },
  pending: { tone: 'amber', label: 'Pending verification' },
  restricted: { tone: 'red', label: 'Restricted' },
};

/** Where Stripe's verification of the account stands. */
export function AccountStatusBadge({ status }: { status: ConnectedAccount['status'] }) {
  const { tone, label } = statuses[status];
  return <Badge tone={tone}>{label}</Badge>;
}

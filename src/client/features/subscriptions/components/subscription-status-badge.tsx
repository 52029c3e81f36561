import type { SubscriptionStatus } from '@shared/subscriptions/subscriptions.schemas';
import { Badge, type BadgeTone } from '@client/components/ui/badge';
import { STATUS_LABELS } from '../subscription-format';

const TONES: Record<SubscriptionStatus, BadgeTone> = {
  trialing: 'blue',
  active: 'green',
  past_due: 'amber',
  canceled: 'grey',
};

export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  return <Badge tone={TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}

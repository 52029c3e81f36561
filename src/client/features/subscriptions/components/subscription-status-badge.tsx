import type { SubscriptionStatus } from '@shared/subscriptions/subscriptions.schemas';
import { Badge, type BadgeTone } from '@client/components/ui/badge';
import { useT } from '@client/i18n/use-t';
import { statusLabel } from '../subscription-format';

const TONES: Record<SubscriptionStatus, BadgeTone> = {
  trialing: 'blue',
  active: 'green',
  past_due: 'amber',
  canceled: 'grey',
};

export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  const t = useT();
  return <Badge tone={TONES[status]}>{statusLabel(t, status)}</Badge>;
}

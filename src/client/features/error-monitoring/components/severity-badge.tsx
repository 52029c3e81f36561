import type { ErrorNotification, Severity } from '@shared/error-monitoring/error-monitoring.schemas';
import { Badge, type BadgeTone } from '@client/components/ui/badge';

const severityTone: Record<Severity, BadgeTone> = { critical: 'red', high: 'amber', medium: 'blue', low: 'grey' };

export function SeverityBadge({ severity }: { severity: Severity }) {
  return <Badge tone={severityTone[severity]}>{severity}</Badge>;
}

const deliveryTone: Record<ErrorNotification['deliveryStatus'], BadgeTone> = {
  queued: 'amber',
  sent: 'green',
  failed: 'red',
};

export function DeliveryBadge({ status }: { status: ErrorNotification['deliveryStatus'] }) {
  return <Badge tone={deliveryTone[status]}>{status}</Badge>;
}

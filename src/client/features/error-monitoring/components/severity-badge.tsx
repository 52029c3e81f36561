import type { ErrorNotification, Severity } from '@shared/error-monitoring/error-monitoring.schemas';
import { Badge, type BadgeTone } from '@client/components/ui/badge';
import { useT } from '@client/i18n/use-t';

type Translate = ReturnType<typeof useT>;

/** A severity's name, as the lists and the selects show it. */
export const severityLabels = (t: Translate): Record<Severity, string> => ({
  critical: t('error-monitoring.severity.critical'),
  high: t('error-monitoring.severity.high'),
  medium: t('error-monitoring.severity.medium'),
  low: t('error-monitoring.severity.low'),
});

const severityTone: Record<Severity, BadgeTone> = { critical: 'red', high: 'amber', medium: 'blue', low: 'grey' };

export function SeverityBadge({ severity }: { severity: Severity }) {
  const t = useT();
  // The badge names the severity as the server records it (`critical`), in the user's language.
  const names: Record<Severity, string> = {
    critical: t('error-monitoring.severity.badgeCritical'),
    high: t('error-monitoring.severity.badgeHigh'),
    medium: t('error-monitoring.severity.badgeMedium'),
    low: t('error-monitoring.severity.badgeLow'),
  };
  return <Badge tone={severityTone[severity]}>{names[severity]}</Badge>;
}

const deliveryTone: Record<ErrorNotification['deliveryStatus'], BadgeTone> = {
  queued: 'amber',
  sent: 'green',
  failed: 'red',
};

export function DeliveryBadge({ status }: { status: ErrorNotification['deliveryStatus'] }) {
  const t = useT();
  const labels = {
    queued: t('error-monitoring.delivery.queued'),
    sent: t('error-monitoring.delivery.sent'),
    failed: t('error-monitoring.delivery.failed'),
  };
  return <Badge tone={deliveryTone[status]}>{labels[status]}</Badge>;
}

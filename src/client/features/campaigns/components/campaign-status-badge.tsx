import type { CampaignStatus, RecipientState } from '@shared/campaigns/campaign-values';
import { Badge, type BadgeTone } from '@client/components/ui/badge';
import { useT } from '@client/i18n/use-t';
import { stateLabel, statusLabel } from '../campaign-labels';

/** The specification's colours: green for sent, blue for scheduled, gray for draft. */
const statusTone: Record<CampaignStatus, BadgeTone> = { draft: 'grey', scheduled: 'blue', sent: 'green' };

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const t = useT();
  return <Badge tone={statusTone[status]}>{statusLabel(t, status)}</Badge>;
}

const stateTone: Record<RecipientState, BadgeTone> = {
  queued: 'grey',
  sent: 'blue',
  failed: 'red',
  opened: 'green',
  clicked: 'violet',
  unsubscribed: 'amber',
};

export function RecipientStateBadge({ state }: { state: RecipientState }) {
  const t = useT();
  return <Badge tone={stateTone[state]}>{stateLabel(t, state)}</Badge>;
}

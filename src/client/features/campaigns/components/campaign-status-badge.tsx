import {
  campaignStatusLabels,
  recipientStateLabels,
  type CampaignStatus,
  type RecipientState,
} from '@shared/campaigns/campaign-values';
import { Badge, type BadgeTone } from '@client/components/ui/badge';

/** The specification's colours: green for sent, blue for scheduled, gray for draft. */
const statusTone: Record<CampaignStatus, BadgeTone> = { draft: 'grey', scheduled: 'blue', sent: 'green' };

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return <Badge tone={statusTone[status]}>{campaignStatusLabels[status]}</Badge>;
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
  return <Badge tone={stateTone[state]}>{recipientStateLabels[state]}</Badge>;
}

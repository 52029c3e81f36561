import { useQuery } from '@tanstack/react-query';
import { CalendarClock, CalendarX, CopyPlus, FlaskConical, Pencil, SendHorizontal, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { audienceLabels } from '@shared/campaigns/campaign-values';
import type { Campaign } from '@shared/campaigns/campaigns.schemas';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { useCancelSchedule, useDeleteCampaign, useSendCampaign, useSendTest } from '../api/campaigns.api';
import { audienceCountsQuery } from '../api/campaigns.queries';
import { plural } from '../campaign-format';
import { ScheduleDialog } from './schedule-dialog';

type Asking = 'send' | 'delete' | 'schedule' | null;

/** How many customers a send would reach now, from the audience's real count. */
function sendQuestion(c: Campaign, reach: number | undefined) {
  const who =
    reach === undefined ? `your ${audienceLabels[c.targetAudience].toLowerCase()}` : plural(reach, 'customer');
  return `"${c.name}" goes to ${who} (${audienceLabels[c.targetAudience]}) now. This cannot be undone.`;
}

/** What can be done with the campaign in its state; Edit and Duplicate open the form, which the page holds. */
export function CampaignActions(props: {
  campaign: Campaign;
  timeZone: string;
  onEdit: () => void;
  onDuplicate: () => void;
  onDeleted: () => void;
}) {
  const c = props.campaign;
  const unsent = c.status !== 'sent';
  const [asking, setAsking] = useState<Asking>(null);
  const counts = useQuery({ ...audienceCountsQuery, enabled: asking === 'send' });
  const test = useSendTest();
  const send = useSendCampaign();
  const cancel = useCancelSchedule();
  const remove = useDeleteCampaign();
  const close = () => setAsking(null);

  return (
    <div className="flex flex-wrap gap-2">
      {unsent && (
        <Button onClick={() => setAsking('send')}>
          <SendHorizontal /> Send now
        </Button>
      )}
      {unsent && (
        <Button variant="outline" onClick={() => setAsking('schedule')}>
          <CalendarClock /> {c.status === 'scheduled' ? 'Reschedule' : 'Schedule'}
        </Button>
      )}
      {c.status === 'scheduled' && (
        <Button variant="outline" disabled={cancel.isPending} onClick={() => cancel.mutate(c.id)}>
          <CalendarX /> {cancel.isPending ? 'Cancelling...' : 'Cancel schedule'}
        </Button>
      )}
      {unsent && (
        <Button variant="outline" onClick={props.onEdit}>
          <Pencil /> Edit
        </Button>
      )}
      <Button variant="outline" disabled={test.isPending} onClick={() => test.mutate(c.id)}>
        <FlaskConical /> {test.isPending ? 'Sending test...' : 'Send test to myself'}
      </Button>
      <Button variant="outline" onClick={props.onDuplicate}>
        <CopyPlus /> Duplicate
      </Button>
      {c.status === 'draft' && (
        <Button variant="outline" className="text-red-700 dark:text-red-400" onClick={() => setAsking('delete')}>
          <Trash2 /> Delete
        </Button>
      )}
      <ConfirmDialog
        open={asking === 'send'}
        onOpenChange={(open) => !open && close()}
        title="Send Campaign"
        description={sendQuestion(c, counts.data?.[c.targetAudience])}
        confirmLabel="Send now"
        pendingLabel="Sending..."
        pending={send.isPending}
        onConfirm={() => send.mutate(c.id, { onSettled: close })}
      />
      <ConfirmDialog
        open={asking === 'delete'}
        onOpenChange={(open) => !open && close()}
        title="Delete Campaign"
        description={`Are you sure you want to delete "${c.name}"? This cannot be undone.`}
        confirmLabel="Delete Campaign"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        destructive
        onConfirm={() => remove.mutate(c.id, { onSuccess: props.onDeleted, onSettled: close })}
      />
      <ScheduleDialog campaign={c} open={asking === 'schedule'} timeZone={props.timeZone} onClose={close} />
    </div>
  );
}

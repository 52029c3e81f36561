import { useQuery } from '@tanstack/react-query';
import { CalendarClock, CalendarX, CopyPlus, FlaskConical, Pencil, SendHorizontal, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Campaign } from '@shared/campaigns/campaigns.schemas';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { useCancelSchedule, useDeleteCampaign, useSendCampaign, useSendTest } from '../api/campaigns.api';
import { audienceCountsQuery } from '../api/campaigns.queries';
import { useT } from '@client/i18n/use-t';
import { audienceLabel } from '../campaign-labels';
import { ScheduleDialog } from './schedule-dialog';

type Asking = 'send' | 'delete' | 'schedule' | null;

/** How many customers a send would reach now, from the audience's real count. */
function sendQuestion(t: ReturnType<typeof useT>, c: Campaign, reach: number | undefined) {
  const audience = audienceLabel(t, c.targetAudience);
  return reach === undefined
    ? t('campaigns.send.questionAudience', { name: c.name, audience: audience.toLowerCase(), label: audience })
    : t('campaigns.send.question', { name: c.name, count: reach, label: audience });
}

/** What can be done with the campaign in its state; Edit and Duplicate open the form, which the page holds. */
export function CampaignActions(props: {
  campaign: Campaign;
  timeZone: string;
  onEdit: () => void;
  onDuplicate: () => void;
  onDeleted: () => void;
}) {
  const t = useT();
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
          <SendHorizontal /> {t('campaigns.send.button')}
        </Button>
      )}
      {unsent && (
        <Button variant="outline" onClick={() => setAsking('schedule')}>
          <CalendarClock />{' '}
          {c.status === 'scheduled' ? t('campaigns.actions.reschedule') : t('campaigns.actions.schedule')}
        </Button>
      )}
      {c.status === 'scheduled' && (
        <Button variant="outline" disabled={cancel.isPending} onClick={() => cancel.mutate(c.id)}>
          <CalendarX /> {cancel.isPending ? t('campaigns.actions.cancelling') : t('campaigns.actions.cancelSchedule')}
        </Button>
      )}
      {unsent && (
        <Button variant="outline" onClick={props.onEdit}>
          <Pencil /> {t('campaigns.actions.edit')}
        </Button>
      )}
      <Button variant="outline" disabled={test.isPending} onClick={() => test.mutate(c.id)}>
        <FlaskConical /> {test.isPending ? t('campaigns.actions.sendingTest') : t('campaigns.actions.sendTest')}
      </Button>
      <Button variant="outline" onClick={props.onDuplicate}>
        <CopyPlus /> {t('campaigns.actions.duplicate')}
      </Button>
      {c.status === 'draft' && (
        <Button variant="outline" className="text-red-700 dark:text-red-400" onClick={() => setAsking('delete')}>
          <Trash2 /> {t('campaigns.actions.delete')}
        </Button>
      )}
      <ConfirmDialog
        open={asking === 'send'}
        onOpenChange={(open) => !open && close()}
        title={t('campaigns.send.title')}
        description={sendQuestion(t, c, counts.data?.[c.targetAudience])}
        confirmLabel={t('campaigns.send.button')}
        pendingLabel={t('campaigns.send.pending')}
        pending={send.isPending}
        onConfirm={() => send.mutate(c.id, { onSettled: close })}
      />
      <ConfirmDialog
        open={asking === 'delete'}
        onOpenChange={(open) => !open && close()}
        title={t('campaigns.delete.title')}
        description={t('campaigns.delete.question', { name: c.name })}
        confirmLabel={t('campaigns.delete.title')}
        pendingLabel={t('campaigns.delete.pending')}
        pending={remove.isPending}
        destructive
        onConfirm={() => remove.mutate(c.id, { onSuccess: props.onDeleted, onSettled: close })}
      />
      <ScheduleDialog campaign={c} open={asking === 'schedule'} timeZone={props.timeZone} onClose={close} />
    </div>
  );
}

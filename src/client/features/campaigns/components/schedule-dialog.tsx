import { useForm, type FieldErrors } from 'react-hook-form';
import type { Campaign } from '@shared/campaigns/campaigns.schemas';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogHeader } from '@client/components/ui/dialog';
import { fieldErrors } from '@client/lib/api';
import { t as translate } from '@client/i18n/i18n';
import { useT } from '@client/i18n/use-t';
import { useScheduleCampaign } from '../api/campaigns.api';
import { instantFromInputs, wallInputs } from '../campaign-format';
import { CampaignScheduleFields } from './campaign-schedule-fields';

type Values = { scheduleDate: string; scheduleTime: string };

/** Both halves of the time, ahead of now; gives back the instant they stand for on the business's clock. */
const resolverOf = (timeZone: string) => (values: Values) => {
  const instant = instantFromInputs(values.scheduleDate, values.scheduleTime, timeZone);
  let errors: FieldErrors<Values> = {};
  if (!values.scheduleDate) {
    errors = { scheduleDate: { type: 'required', message: translate('campaigns.schedule.required') } };
  } else if (!values.scheduleTime) {
    errors = { scheduleTime: { type: 'required', message: translate('campaigns.schedule.required') } };
  } else if (!instant) {
    errors = { scheduleDate: { type: 'invalid', message: translate('campaigns.schedule.invalid') } };
  } else if (Date.parse(instant) <= Date.now()) {
    errors = { scheduleDate: { type: 'past', message: translate('campaigns.schedule.inPast') } };
  }
  return Object.keys(errors).length ? { values: {}, errors } : { values: { ...values, instant }, errors: {} };
};

function ScheduleForm(props: { campaign: Campaign; timeZone: string; onDone: () => void }) {
  const t = useT();
  const schedule = useScheduleCampaign(props.campaign.id);
  const current = props.campaign.scheduledDate ? wallInputs(props.campaign.scheduledDate, props.timeZone) : null;
  const form = useForm<Values, unknown, Values & { instant: string }>({
    resolver: resolverOf(props.timeZone),
    defaultValues: { scheduleDate: current?.date ?? '', scheduleTime: current?.time ?? '' },
  });
  const submit = form.handleSubmit(({ instant }) =>
    schedule.mutate(instant, {
      onSuccess: props.onDone,
      onError: (error) => {
        const message = fieldErrors(error).scheduledDate;
        if (message) form.setError('scheduleDate', { message }, { shouldFocus: true });
      },
    }),
  );
  return (
    <form noValidate className="space-y-5" onSubmit={submit}>
      <CampaignScheduleFields
        register={form.register}
        errors={form.formState.errors}
        timeZone={props.timeZone}
        idPrefix="schedule"
        legend={t('campaigns.schedule.sendAt')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={schedule.isPending} onClick={props.onDone}>
          {t('campaigns.schedule.cancel')}
        </Button>
        <Button type="submit" disabled={schedule.isPending}>
          {schedule.isPending ? t('campaigns.schedule.pending') : t('campaigns.schedule.title')}
        </Button>
      </div>
    </form>
  );
}

/** Schedule (or move the schedule of) a draft or scheduled campaign: a date and time on the business's clock. */
export function ScheduleDialog(props: { campaign: Campaign; open: boolean; timeZone: string; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={props.open} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent size="md">
        <DialogHeader
          title={t('campaigns.schedule.title')}
          description={t('campaigns.schedule.description', { name: props.campaign.name })}
        />
        {props.open && <ScheduleForm campaign={props.campaign} timeZone={props.timeZone} onDone={props.onClose} />}
      </DialogContent>
    </Dialog>
  );
}

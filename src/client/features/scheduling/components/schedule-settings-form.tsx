import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import {
  scheduleSettingsSchema,
  type ScheduleSettings,
  type ScheduleSettingsResponse,
} from '@shared/scheduling/schedule-settings.schemas';
import { SCHEDULE_TIME_ZONES } from '@shared/scheduling/schedule-values';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Checkbox } from '@client/components/ui/checkbox';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input, NativeSelect } from '@client/components/ui/input';
import { useT } from '@client/i18n/use-t';
import { showFieldErrors } from '@client/lib/form-errors';
import { useSaveScheduleSettings } from '../api/scheduling.api';
import { zoneLabels } from './visit-format';
import { WorkingHoursFields } from './working-hours-fields';

type SettingsValues = z.input<typeof scheduleSettingsSchema>;
export type SettingsForm = UseFormReturn<SettingsValues, unknown, ScheduleSettings>;

const resolver = zodResolver(scheduleSettingsSchema);

/** The settings without the feed's link, which has its own card. */
const valuesOf = ({ calendarFeedUrl: _, ...settings }: ScheduleSettingsResponse): SettingsValues => settings;

function NumberField(props: {
  form: SettingsForm;
  name: 'appointmentDuration' | 'bufferTime' | 'advanceBookingDays' | 'reminderSettings.hoursBefore';
  label: string;
  hint?: string;
  min: number;
  max: number;
}) {
  const id = `settings-${props.name.replace('.', '-')}`;
  const state = props.form.getFieldState(props.name, props.form.formState);
  const error = state.error?.message;
  return (
    <Field id={id} label={props.label} error={error} hint={props.hint}>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={props.min}
        max={props.max}
        {...invalidProps(id, error)}
        {...props.form.register(props.name)}
      />
    </Field>
  );
}

function Toggle(props: {
  form: SettingsForm;
  name: 'reminderSettings.enabled' | 'autoConfirmation' | 'allowOnlineBooking';
  label: string;
  hint: string;
}) {
  return (
    <label className="flex items-start gap-3">
      <Checkbox className="mt-0.5" {...props.form.register(props.name)} />
      <span>
        <span className="block text-sm font-medium">{props.label}</span>
        <span className="block text-xs text-muted">{props.hint}</span>
      </span>
    </label>
  );
}

/** The schedule's settings, saved with PUT; the schema's messages show under the fields. */
export function ScheduleSettingsForm(props: { settings: ScheduleSettingsResponse }) {
  const t = useT();
  const zones = zoneLabels(t);
  const save = useSaveScheduleSettings();
  const form = useForm<SettingsValues, unknown, ScheduleSettings>({
    resolver,
    defaultValues: valuesOf(props.settings),
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => form.reset(valuesOf(saved)),
      onError: (error) => showFieldErrors(form.setError, error),
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('scheduling.settings.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate className="space-y-6" onSubmit={submit}>
          <div className="grid gap-4 sm:grid-cols-2">
            <NumberField
              form={form}
              name="appointmentDuration"
              label={t('scheduling.settings.duration')}
              hint={t('scheduling.settings.durationHint')}
              min={5}
              max={720}
            />
            <NumberField
              form={form}
              name="bufferTime"
              label={t('scheduling.settings.buffer')}
              hint={t('scheduling.settings.bufferHint')}
              min={0}
              max={240}
            />
            <Field id="settings-timeZone" label={t('scheduling.settings.timeZone')} error={errors.timeZone?.message}>
              <NativeSelect id="settings-timeZone" {...form.register('timeZone')}>
                {SCHEDULE_TIME_ZONES.map((z) => (
                  <option key={z.value} value={z.value}>
                    {zones[z.value]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <NumberField
              form={form}
              name="advanceBookingDays"
              label={t('scheduling.settings.advance')}
              hint={t('scheduling.settings.advanceHint')}
              min={1}
              max={365}
            />
          </div>
          <WorkingHoursFields form={form} />
          <fieldset className="space-y-3">
            <legend className="mb-2 text-sm font-medium">{t('scheduling.settings.remindersLegend')}</legend>
            <Toggle
              form={form}
              name="reminderSettings.enabled"
              label={t('scheduling.settings.reminders')}
              hint={t('scheduling.settings.remindersHint')}
            />
            <div className="max-w-xs pl-7">
              <NumberField
                form={form}
                name="reminderSettings.hoursBefore"
                label={t('scheduling.settings.hoursBefore')}
                min={1}
                max={168}
              />
            </div>
            <Toggle
              form={form}
              name="autoConfirmation"
              label={t('scheduling.settings.autoConfirm')}
              hint={t('scheduling.settings.autoConfirmHint')}
            />
            <Toggle
              form={form}
              name="allowOnlineBooking"
              label={t('scheduling.settings.onlineBooking')}
              hint={t('scheduling.settings.onlineBookingHint')}
            />
          </fieldset>
          <div className="flex justify-end">
            <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
              {save.isPending ? t('scheduling.common.saving') : t('scheduling.settings.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

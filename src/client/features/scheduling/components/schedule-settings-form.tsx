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
import { showFieldErrors } from '@client/lib/form-errors';
import { useSaveScheduleSettings } from '../api/scheduling.api';
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
        <CardTitle>Schedule settings</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate className="space-y-6" onSubmit={submit}>
          <div className="grid gap-4 sm:grid-cols-2">
            <NumberField
              form={form}
              name="appointmentDuration"
              label="Appointment duration (minutes)"
              hint="A new visit's length."
              min={5}
              max={720}
            />
            <NumberField
              form={form}
              name="bufferTime"
              label="Buffer between visits (minutes)"
              hint="Travel and setup time kept free."
              min={0}
              max={240}
            />
            <Field id="settings-timeZone" label="Time zone" error={errors.timeZone?.message}>
              <NativeSelect id="settings-timeZone" {...form.register('timeZone')}>
                {SCHEDULE_TIME_ZONES.map((z) => (
                  <option key={z.value} value={z.value}>
                    {z.label}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <NumberField
              form={form}
              name="advanceBookingDays"
              label="Advance booking (days)"
              hint="How far ahead customers may book."
              min={1}
              max={365}
            />
          </div>
          <WorkingHoursFields form={form} />
          <fieldset className="space-y-3">
            <legend className="mb-2 text-sm font-medium">Reminders and booking</legend>
            <Toggle
              form={form}
              name="reminderSettings.enabled"
              label="Send reminders"
              hint="E-mail the customer before each visit."
            />
            <div className="max-w-xs pl-7">
              <NumberField
                form={form}
                name="reminderSettings.hoursBefore"
                label="Hours before the visit"
                min={1}
                max={168}
              />
            </div>
            <Toggle
              form={form}
              name="autoConfirmation"
              label="Confirm bookings automatically"
              hint="New visits start confirmed instead of asking the customer."
            />
            <Toggle
              form={form}
              name="allowOnlineBooking"
              label="Allow online booking"
              hint="Customers may ask for a visit from your public page."
            />
          </fieldset>
          <div className="flex justify-end">
            <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
              {save.isPending ? 'Saving...' : 'Save Settings'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

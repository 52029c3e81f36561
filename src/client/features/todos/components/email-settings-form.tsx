import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  emailSchedulerInputSchema,
  WEEKDAYS,
  type EmailSchedulerInput,
  type EmailSchedulerSettings,
} from '@shared/todos/todos.schemas';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input, NativeSelect } from '@client/components/ui/input';
import { showFieldErrors } from '@client/lib/form-errors';
import { useT } from '@client/i18n/use-t';
import { useSaveSchedulerSettings } from '../api/todos.api';
import { weekdayName } from './todo-labels';

/** When and where the weekly e-mail goes: the day and time are read in the account's time zone. */
export function EmailSettingsForm(props: { settings: EmailSchedulerSettings; onSaved: () => void }) {
  const t = useT();
  const { settings } = props;
  const save = useSaveSchedulerSettings();
  const form = useForm<EmailSchedulerInput, unknown, z.output<typeof emailSchedulerInputSchema>>({
    resolver: zodResolver(emailSchedulerInputSchema),
    defaultValues: {
      isEnabled: settings.isEnabled,
      sendDay: settings.sendDay,
      sendTime: settings.sendTime,
      recipientEmail: settings.recipientEmail ?? '',
    },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((input) =>
    save.mutate(input, { onSuccess: props.onSaved, onError: (error) => showFieldErrors(form.setError, error) }),
  );
  const field = (name: 'sendDay' | 'sendTime' | 'recipientEmail') => ({
    id: `schedule-${name}`,
    ...invalidProps(`schedule-${name}`, errors[name]?.message),
    ...form.register(name),
  });
  const enabled = form.watch('isEnabled');

  return (
    <form noValidate className="space-y-4" onSubmit={submit} aria-label={t('todos.settings.formLabel')}>
      <label className="flex items-center gap-3 text-sm font-medium">
        <Checkbox
          checked={enabled}
          onCheckedChange={(checked) => form.setValue('isEnabled', checked, { shouldDirty: true })}
        />
        {t('todos.settings.enabled')}
      </label>
      {!settings.weeklyDigest && (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200">
          {t('todos.settings.digestOff')}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="schedule-sendDay" label={t('todos.settings.day')} error={errors.sendDay?.message}>
          <NativeSelect {...field('sendDay')}>
            {WEEKDAYS.map((day) => (
              <option key={day} value={day}>
                {weekdayName(t, day)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          id="schedule-sendTime"
          label={t('todos.settings.time')}
          hint={t('todos.settings.timeHint', { timezone: settings.timezone })}
          error={errors.sendTime?.message}
        >
          <Input type="time" {...field('sendTime')} />
        </Field>
      </div>
      <Field
        id="schedule-recipientEmail"
        label={t('todos.settings.recipient')}
        hint={t('todos.settings.recipientHint', { email: settings.accountEmail })}
        error={errors.recipientEmail?.message}
      >
        <Input type="email" autoComplete="email" placeholder={settings.accountEmail} {...field('recipientEmail')} />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? t('todos.settings.saving') : t('todos.settings.save')}
        </Button>
      </div>
    </form>
  );
}

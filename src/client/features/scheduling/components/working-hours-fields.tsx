import { cx } from '@client/lib/cx';
import { WEEKDAYS, type Weekday } from '@shared/scheduling/schedule-values';
import { Checkbox } from '@client/components/ui/checkbox';
import { Input } from '@client/components/ui/input';
import { useTranslateMessage } from '@client/i18n/translate-message';
import { useT } from '@client/i18n/use-t';
import type { SettingsForm } from './schedule-settings-form';

/** Each weekday open or closed, with its opening and closing time; the calendar shades the hours outside them. */
export function WorkingHoursFields(props: { form: SettingsForm }) {
  const t = useT();
  const tm = useTranslateMessage();
  const dayLabels: Record<Weekday, string> = {
    monday: t('scheduling.weekday.monday'),
    tuesday: t('scheduling.weekday.tuesday'),
    wednesday: t('scheduling.weekday.wednesday'),
    thursday: t('scheduling.weekday.thursday'),
    friday: t('scheduling.weekday.friday'),
    saturday: t('scheduling.weekday.saturday'),
    sunday: t('scheduling.weekday.sunday'),
  };
  const { register, formState, watch } = props.form;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{t('scheduling.hours.legend')}</legend>
      <div className="divide-y rounded-lg border">
        {WEEKDAYS.map((day) => {
          const open = watch(`workingHours.${day}.enabled`);
          const error =
            formState.errors.workingHours?.[day]?.end?.message ?? formState.errors.workingHours?.[day]?.start?.message;
          return (
            <div key={day} className="px-3 py-2">
              <div className="grid grid-cols-[7rem_1fr] items-center gap-3 sm:grid-cols-[9rem_1fr_1fr]">
                <label className="flex items-center gap-2 text-sm font-medium">
                  <Checkbox {...register(`workingHours.${day}.enabled`)} />
                  {dayLabels[day]}
                </label>
                {/* A closed day keeps its hours (dimmed), for when it opens again. */}
                <div className={cx('col-start-2 flex items-center gap-2 sm:col-span-2', !open && 'opacity-50')}>
                  <Input
                    type="time"
                    aria-label={t('scheduling.hours.opens', { day: dayLabels[day] })}
                    {...register(`workingHours.${day}.start`)}
                  />
                  <span className="text-muted">{t('scheduling.hours.to')}</span>
                  <Input
                    type="time"
                    aria-label={t('scheduling.hours.closes', { day: dayLabels[day] })}
                    aria-invalid={error ? true : undefined}
                    {...register(`workingHours.${day}.end`)}
                  />
                </div>
              </div>
              {error && (
                <p role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
                  {tm(error)}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

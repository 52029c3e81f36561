import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { useT } from '@client/i18n/use-t';
import { zoneLabel } from '../campaign-format';

type ScheduleValues = { scheduleDate: string; scheduleTime: string };

/** A date and a time on the business's clock (its zone named beside them); `optional` says both blank is fine. */
export function CampaignScheduleFields<T extends ScheduleValues>(props: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  timeZone: string;
  idPrefix: string;
  legend: string;
  hint?: string;
}) {
  const t = useT();
  const register = props.register as unknown as UseFormRegister<ScheduleValues>;
  const errors = props.errors as FieldErrors<ScheduleValues>;
  const input = (name: keyof ScheduleValues, label: string, type: 'date' | 'time') => {
    const id = `${props.idPrefix}-${name}`;
    const error = errors[name]?.message;
    return (
      <Field id={id} label={label} error={error}>
        <Input
          id={id}
          type={type}
          {...(type === 'time' ? { step: 300 } : {})}
          {...invalidProps(id, error)}
          {...register(name)}
        />
      </Field>
    );
  };
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium">
        {props.legend} <span className="font-normal text-muted">({zoneLabel(props.timeZone)})</span>
      </legend>
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        {input('scheduleDate', t('campaigns.schedule.date'), 'date')}
        {input('scheduleTime', t('campaigns.schedule.time'), 'time')}
      </div>
      {props.hint && <p className="text-xs text-muted">{props.hint}</p>}
    </fieldset>
  );
}

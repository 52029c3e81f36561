import type { UseFormReturn } from 'react-hook-form';
import type { AppointmentInput } from '@shared/scheduling/appointments.schemas';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { useT } from '@client/i18n/use-t';
import type { VisitFormValues } from './visit-form-values';
import { wallInputs, zonedIso, zoneLabel } from './visit-format';

type Form = UseFormReturn<VisitFormValues, unknown, AppointmentInput>;

/**
 * Start, end and duration on the business's clock. A new start or duration moves the end with it; a new end changes
 * the duration, so the three always agree.
 */
export function VisitTimeFields(props: { form: Form; timeZone: string }) {
  const t = useT();
  const { form, timeZone } = props;
  const { register, getValues, setValue } = form;
  const errors = form.formState.errors;
  const instant = (date: 'startDate' | 'endDate', time: 'startTime' | 'endTime') =>
    zonedIso(getValues(date), getValues(time), timeZone);

  const keepEnd = () => {
    const start = instant('startDate', 'startTime');
    const minutes = Number(getValues('duration'));
    if (!start || !Number.isInteger(minutes) || minutes < 1) return;
    const end = wallInputs(new Date(Date.parse(start) + minutes * 60_000), timeZone);
    setValue('endDate', end.date);
    setValue('endTime', end.time);
  };
  const keepDuration = () => {
    const start = instant('startDate', 'startTime');
    const end = instant('endDate', 'endTime');
    if (!start || !end || Date.parse(end) <= Date.parse(start)) return;
    setValue('duration', String(Math.round((Date.parse(end) - Date.parse(start)) / 60_000)));
  };

  const input = (
    name: 'startDate' | 'startTime' | 'endDate' | 'endTime' | 'duration',
    label: string,
    type: string,
    onChange: () => void,
    error = errors[name]?.message,
  ) => {
    const id = `visit-${name}`;
    return (
      <Field id={id} label={label} error={error}>
        <Input
          id={id}
          type={type}
          {...(type === 'number' ? { min: 1, step: 1, inputMode: 'numeric' as const } : {})}
          {...(type === 'time' ? { step: 300 } : {})}
          {...invalidProps(id, error)}
          {...register(name, { onChange })}
        />
      </Field>
    );
  };

  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-medium">
        {t('scheduling.time.when')} <span className="font-normal text-muted">({zoneLabel(t, timeZone)})</span>
      </legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_10rem]">
        {input('startDate', t('scheduling.time.startDate'), 'date', keepEnd)}
        {input('startTime', t('scheduling.time.startTime'), 'time', keepEnd)}
        <div className="col-span-2 sm:col-span-1 sm:row-span-2">
          {input('duration', t('scheduling.time.duration'), 'number', keepEnd)}
        </div>
        {input('endDate', t('scheduling.time.endDate'), 'date', keepDuration)}
        {input('endTime', t('scheduling.time.endTime'), 'time', keepDuration)}
      </div>
    </fieldset>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { AppointmentInput } from '@shared/scheduling/appointments.schemas';
import { MAX_RECURRING_VISITS, RECURRENCE_FREQUENCIES } from '@shared/scheduling/schedule-values';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input, NativeSelect } from '@client/components/ui/input';
import { servicesQuery } from '@client/lib/service-lookup';
import type { VisitFormValues } from './visit-form-values';
import { frequencyLabels } from './visit-labels';

type Form = UseFormReturn<VisitFormValues, unknown, AppointmentInput>;

/** A new visit's job: its service (optional) and whether it repeats, until a day or for a number of visits. */
export function VisitRepeatFields(props: { form: Form }) {
  const { register, control, formState } = props.form;
  const errors = formState.errors;
  const services = useQuery(servicesQuery);
  const repeat = useWatch({ control, name: 'repeat' });
  const repeatEnd = useWatch({ control, name: 'repeatEnd' });

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="visit-serviceId"
          label="Service"
          error={errors.serviceId?.message}
          hint={services.data?.length === 0 ? 'Add services on the Company page.' : 'Optional; needed to repeat.'}
        >
          <NativeSelect
            id="visit-serviceId"
            {...invalidProps('visit-serviceId', errors.serviceId?.message)}
            {...register('serviceId')}
          >
            <option value="">No service</option>
            {services.data?.map((s) => (
              <option key={s.id} value={String(s.id)}>
                {s.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="visit-repeat" label="Repeat" error={errors.repeat?.message}>
          <NativeSelect
            id="visit-repeat"
            {...invalidProps('visit-repeat', errors.repeat?.message)}
            {...register('repeat')}
          >
            <option value="">Does not repeat</option>
            {RECURRENCE_FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {frequencyLabels[f]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      {repeat && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="visit-repeatEnd" label="Ends">
            <NativeSelect id="visit-repeatEnd" {...register('repeatEnd')}>
              <option value="count">After a number of visits</option>
              <option value="until">On a date</option>
            </NativeSelect>
          </Field>
          {repeatEnd === 'count' ? (
            <Field id="visit-count" label="Number of visits" error={errors.count?.message}>
              <Input
                id="visit-count"
                type="number"
                min={1}
                max={MAX_RECURRING_VISITS}
                inputMode="numeric"
                {...invalidProps('visit-count', errors.count?.message)}
                {...register('count')}
              />
            </Field>
          ) : (
            <Field id="visit-until" label="Last visit on or before" error={errors.until?.message}>
              <Input
                id="visit-until"
                type="date"
                {...invalidProps('visit-until', errors.until?.message)}
                {...register('until')}
              />
            </Field>
          )}
        </div>
      )}
    </div>
  );
}

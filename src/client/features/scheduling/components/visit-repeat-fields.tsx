import { useQuery } from '@tanstack/react-query';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { AppointmentInput } from '@shared/scheduling/appointments.schemas';
import { MAX_RECURRING_VISITS, RECURRENCE_FREQUENCIES } from '@shared/scheduling/schedule-values';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input, NativeSelect } from '@client/components/ui/input';
import { useT } from '@client/i18n/use-t';
import { servicesQuery } from '@client/lib/service-lookup';
import type { VisitFormValues } from './visit-form-values';
import { frequencyLabels } from './visit-labels';

type Form = UseFormReturn<VisitFormValues, unknown, AppointmentInput>;

/** A new visit's job: its service (optional) and whether it repeats, until a day or for a number of visits. */
export function VisitRepeatFields(props: { form: Form }) {
  const t = useT();
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
          label={t('scheduling.repeat.service')}
          error={errors.serviceId?.message}
          hint={services.data?.length === 0 ? t('scheduling.repeat.noServices') : t('scheduling.repeat.serviceHint')}
        >
          <NativeSelect
            id="visit-serviceId"
            {...invalidProps('visit-serviceId', errors.serviceId?.message)}
            {...register('serviceId')}
          >
            <option value="">{t('scheduling.repeat.noService')}</option>
            {services.data?.map((s) => (
              <option key={s.id} value={String(s.id)}>
                {s.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="visit-repeat" label={t('scheduling.repeat.repeat')} error={errors.repeat?.message}>
          <NativeSelect
            id="visit-repeat"
            {...invalidProps('visit-repeat', errors.repeat?.message)}
            {...register('repeat')}
          >
            <option value="">{t('scheduling.repeat.never')}</option>
            {RECURRENCE_FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {frequencyLabels(t)[f]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      {repeat && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="visit-repeatEnd" label={t('scheduling.repeat.ends')}>
            <NativeSelect id="visit-repeatEnd" {...register('repeatEnd')}>
              <option value="count">{t('scheduling.repeat.afterCount')}</option>
              <option value="until">{t('scheduling.repeat.onDate')}</option>
            </NativeSelect>
          </Field>
          {repeatEnd === 'count' ? (
            <Field id="visit-count" label={t('scheduling.repeat.count')} error={errors.count?.message}>
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
            <Field id="visit-until" label={t('scheduling.repeat.until')} error={errors.until?.message}>
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

import type { UseFormReturn } from 'react-hook-form';
import type { AppointmentInput } from '@shared/scheduling/appointments.schemas';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { useT } from '@client/i18n/use-t';
import type { VisitFormValues } from './visit-form-values';

type CostName = 'estimatedCost' | 'actualCost' | 'materialsCost' | 'laborCost';

/** The estimate; once the visit exists, what it really cost too. */
export function VisitCostFields(props: {
  form: UseFormReturn<VisitFormValues, unknown, AppointmentInput>;
  editing: boolean;
}) {
  const t = useT();
  const labels: Record<CostName, string> = {
    estimatedCost: t('scheduling.form.estimatedCost'),
    actualCost: t('scheduling.form.actualCost'),
    materialsCost: t('scheduling.form.materialsCost'),
    laborCost: t('scheduling.form.laborCost'),
  };
  const { register, formState } = props.form;
  const names: CostName[] = props.editing
    ? ['estimatedCost', 'actualCost', 'materialsCost', 'laborCost']
    : ['estimatedCost'];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {names.map((name) => {
        const id = `visit-${name}`;
        const error = formState.errors[name]?.message;
        return (
          <Field key={name} id={id} label={labels[name]} error={error}>
            <Input id={id} inputMode="decimal" placeholder="0.00" {...invalidProps(id, error)} {...register(name)} />
          </Field>
        );
      })}
    </div>
  );
}

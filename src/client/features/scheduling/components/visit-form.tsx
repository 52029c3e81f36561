import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type Control } from 'react-hook-form';
import type { Appointment, AppointmentInput } from '@shared/scheduling/appointments.schemas';
import { APPOINTMENT_TYPES, PRIORITIES, type EditScope } from '@shared/scheduling/schedule-values';
import { CustomerField } from '@client/components/customer-field';
import { Button } from '@client/components/ui/button';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input, NativeSelect, Textarea } from '@client/components/ui/input';
import { useT } from '@client/i18n/use-t';
import { useCreateVisit, useUpdateVisit } from '../api/scheduling.api';
import { outsideHoursOf } from './visit-refusal';
import { technicianNamesQuery } from '../api/scheduling.queries';
import { OutsideHoursNotice } from './outside-hours-notice';
import { ScopeDialog } from './scope-dialog';
import { VisitAssigneeField } from './visit-assignee-field';
import { VisitCostFields } from './visit-cost-fields';
import {
  showVisitFieldErrors,
  visitFormDefaults,
  visitResolver,
  type VisitFormValues,
  type VisitStart,
} from './visit-form-values';
import { priorityLabels, typeLabels } from './visit-labels';
import { VisitRepeatFields } from './visit-repeat-fields';
import { VisitTimeFields } from './visit-time-fields';

/**
 * Books a visit (or a recurring job's visits), or edits `visit`. Times are entered on the business's clock and sent
 * as instants; a change to a recurring job's visit asks whether the later visits change too.
 */
export function VisitForm(props: {
  visit?: Appointment;
  start?: VisitStart;
  duration?: number;
  timeZone: string;
  onSaved: () => void;
}) {
  const t = useT();
  const { visit, timeZone } = props;
  const editing = visit !== undefined;
  const create = useCreateVisit();
  const update = useUpdateVisit();
  const technicians = useQuery(technicianNamesQuery);
  const [asking, setAsking] = useState<AppointmentInput | null>(null);
  const form = useForm<VisitFormValues, unknown, AppointmentInput>({
    resolver: visitResolver(timeZone, editing),
    defaultValues: visitFormDefaults({ visit, start: props.start, duration: props.duration, timeZone }),
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const pending = create.isPending || update.isPending;
  // A time outside the working hours, refused: what was sent, to send again if the owner books it anyway.
  const [outside, setOutside] = useState<{ input: AppointmentInput; scope: EditScope; message: string } | null>(null);

  const save = (input: AppointmentInput, scope: EditScope) => {
    setOutside(null);
    const onError = (error: unknown) => {
      const message = outsideHoursOf(error);
      if (message) setOutside({ input, scope, message });
      else showVisitFieldErrors(form.setError, error);
    };
    if (!visit) return create.mutate(input, { onSuccess: props.onSaved, onError });
    update.mutate(
      { id: visit.id, ...input, scope },
      {
        onSuccess: props.onSaved,
        onError,
        onSettled: () => setAsking(null),
      },
    );
  };
  const submit = form.handleSubmit((input) => (visit?.job?.recurring ? setAsking(input) : save(input, 'this')));

  return (
    <form noValidate className="space-y-5" onSubmit={submit}>
      <Field id="visit-title" label={t('scheduling.common.title')} error={errors.title?.message}>
        <Input
          id="visit-title"
          placeholder={t('scheduling.form.titlePlaceholder')}
          {...invalidProps('visit-title', errors.title?.message)}
          {...register('title')}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="visit-appointmentType" label={t('scheduling.form.type')} error={errors.appointmentType?.message}>
          <NativeSelect id="visit-appointmentType" {...register('appointmentType')}>
            {APPOINTMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {typeLabels(t)[type]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="visit-priority" label={t('scheduling.common.priority')} error={errors.priority?.message}>
          <NativeSelect id="visit-priority" {...register('priority')}>
            {PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {priorityLabels(t)[p]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <CustomerField
        // The field only sets the id; the form's output type (the API input) is not its business.
        control={control as unknown as Control<VisitFormValues>}
        name="customerId"
        id="visit-customer"
        initialName={visit?.customer.name ?? ''}
      />
      <VisitTimeFields form={form} timeZone={timeZone} />
      <div className="grid gap-4 sm:grid-cols-2">
        <VisitAssigneeField form={form} currentName={visit?.assignedUserName} />
        <Field
          id="visit-assignedTechnician"
          label={t('scheduling.form.technician')}
          error={errors.assignedTechnician?.message}
        >
          <Input
            id="visit-assignedTechnician"
            list="visit-technicians"
            autoComplete="off"
            {...register('assignedTechnician')}
          />
          <datalist id="visit-technicians">
            {technicians.data?.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </Field>
      </div>
      <Field id="visit-location" label={t('scheduling.form.location')} error={errors.location?.message}>
        <Input id="visit-location" placeholder={t('scheduling.form.locationPlaceholder')} {...register('location')} />
      </Field>
      <VisitCostFields form={form} editing={editing} />
      {!editing && <VisitRepeatFields form={form} />}
      <Field id="visit-description" label={t('scheduling.common.description')} error={errors.description?.message}>
        <Textarea
          id="visit-description"
          rows={2}
          placeholder={t('scheduling.form.descriptionPlaceholder')}
          {...register('description')}
        />
      </Field>
      <Field id="visit-notes" label={t('scheduling.common.notes')} error={errors.notes?.message}>
        <Textarea
          id="visit-notes"
          rows={2}
          placeholder={t('scheduling.form.notesPlaceholder')}
          {...register('notes')}
        />
      </Field>
      {outside && (
        <OutsideHoursNotice
          message={outside.message}
          pending={pending}
          confirmLabel={editing ? t('scheduling.form.saveAnyway') : t('scheduling.form.bookAnyway')}
          onConfirm={() => save({ ...outside.input, allowOutsideHours: true }, outside.scope)}
          onDismiss={() => setOutside(null)}
        />
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={pending} className="w-full sm:w-auto">
          {editing
            ? pending
              ? t('scheduling.common.saving')
              : t('scheduling.form.saveChanges')
            : pending
              ? t('scheduling.common.creating')
              : t('scheduling.form.create')}
        </Button>
      </div>
      <ScopeDialog
        open={asking !== null}
        title={t('scheduling.form.changeRecurringTitle')}
        description={t('scheduling.form.changeRecurringText')}
        pending={update.isPending}
        onChoose={(scope) => asking && save(asking, scope)}
        onCancel={() => setAsking(null)}
      />
    </form>
  );
}

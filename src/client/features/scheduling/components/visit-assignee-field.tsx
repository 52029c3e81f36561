import { useQuery } from '@tanstack/react-query';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { AppointmentInput } from '@shared/scheduling/appointments.schemas';
import { roleLabels } from '@shared/team/roles';
import { Field } from '@client/components/ui/field';
import { NativeSelect } from '@client/components/ui/input';
import { useTranslateMessage } from '@client/i18n/translate-message';
import { useT } from '@client/i18n/use-t';
import { assigneesQuery } from '../api/scheduling.queries';
import type { VisitFormValues } from './visit-form-values';

/**
 * Whom the visit is assigned to: the owner or a member of the team, who then has it on their schedule (a technician
 * sees only theirs). Choosing someone fills the technician's name when it is blank or still the last one chosen.
 */
export function VisitAssigneeField(props: {
  form: UseFormReturn<VisitFormValues, unknown, AppointmentInput>;
  /** The visit's assignee's name as read with it: shown until the team is read, or when they left it. */
  currentName?: string | null;
}) {
  const t = useT();
  const tm = useTranslateMessage();
  const { control, register, getValues, setValue, formState } = props.form;
  const assignees = useQuery(assigneesQuery);
  const list = assignees.data ?? [];
  // The assignee as drawn: in the change handler below, the one chosen before the change.
  const value = useWatch({ control, name: 'assignedUserId' });
  const nameOf = (id: string) => list.find((a) => String(a.id) === id)?.name ?? '';
  const field = register('assignedUserId', {
    onChange: (event: { target: { value: string } }) => {
      const technician = getValues('assignedTechnician').trim();
      if (technician === '' || technician === nameOf(value)) {
        setValue('assignedTechnician', nameOf(event.target.value));
      }
    },
  });
  const unlisted = value !== '' && !list.some((a) => String(a.id) === value);
  return (
    <Field
      id="visit-assignedUserId"
      label={t('scheduling.common.assignedTo')}
      error={formState.errors.assignedUserId?.message}
    >
      <NativeSelect id="visit-assignedUserId" {...field} value={value}>
        <option value="">{t('scheduling.common.unassigned')}</option>
        {unlisted && <option value={value}>{props.currentName ?? t('scheduling.form.formerMember')}</option>}
        {list.map((a) => (
          <option key={a.id} value={String(a.id)}>
            {a.name} ({tm(roleLabels[a.role])})
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

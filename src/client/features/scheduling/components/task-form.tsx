import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { taskInputSchema, type Task, type TaskInput } from '@shared/scheduling/job-work.schemas';
import { PRIORITIES } from '@shared/scheduling/schedule-values';
import { Button } from '@client/components/ui/button';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input, NativeSelect, Textarea } from '@client/components/ui/input';
import { useT } from '@client/i18n/use-t';
import { showFieldErrors } from '@client/lib/form-errors';
import { useSaveTask } from '../api/visit-work.api';
import { priorityLabels } from './task-format';

// A blank number box is "not given", not 0 (which z.coerce would make of it).
const minutes = { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : v) };

const blank: TaskInput = {
  title: '',
  description: '',
  status: 'pending',
  priority: 'medium',
  estimatedTime: null,
  actualTime: null,
  assignedTo: '',
  materials: '',
  notes: '',
};

/** Adds a task to the visit, or edits `task` (its status is kept: the checklist ticks it). */
export function TaskForm({ visitId, task, onSaved }: { visitId: number; task?: Task; onSaved: () => void }) {
  const t = useT();
  const priorities = priorityLabels(t);
  const save = useSaveTask(visitId);
  const form = useForm<TaskInput, unknown, z.output<typeof taskInputSchema>>({
    resolver: zodResolver(taskInputSchema),
    defaultValues: task ? valuesOf(task) : blank,
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((input) =>
    save.mutate(
      { taskId: task?.id, input },
      { onSuccess: onSaved, onError: (error) => showFieldErrors(form.setError, error) },
    ),
  );
  const text = (name: 'title' | 'assignedTo') => ({
    id: `task-${name}`,
    ...invalidProps(`task-${name}`, errors[name]?.message),
    ...form.register(name),
  });
  const long = (name: 'description' | 'materials' | 'notes') => ({
    id: `task-${name}`,
    rows: 2,
    ...invalidProps(`task-${name}`, errors[name]?.message),
    ...form.register(name),
  });
  const number = (name: 'estimatedTime' | 'actualTime') => ({
    id: `task-${name}`,
    type: 'number',
    inputMode: 'numeric' as const,
    min: 0,
    step: 1,
    ...invalidProps(`task-${name}`, errors[name]?.message),
    ...form.register(name, minutes),
  });

  return (
    <form noValidate className="space-y-4" onSubmit={submit}>
      <Field id="task-title" label={t('scheduling.common.title')} error={errors.title?.message}>
        <Input {...text('title')} />
      </Field>
      <Field id="task-description" label={t('scheduling.common.description')} error={errors.description?.message}>
        <Textarea {...long('description')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="task-priority" label={t('scheduling.common.priority')} error={errors.priority?.message}>
          <NativeSelect id="task-priority" {...form.register('priority')}>
            {PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {priorities[p]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          id="task-estimatedTime"
          label={t('scheduling.taskForm.estimatedTime')}
          error={errors.estimatedTime?.message}
        >
          <Input {...number('estimatedTime')} />
        </Field>
        <Field id="task-actualTime" label={t('scheduling.taskForm.actualTime')} error={errors.actualTime?.message}>
          <Input {...number('actualTime')} />
        </Field>
      </div>
      <Field id="task-assignedTo" label={t('scheduling.common.assignedTo')} error={errors.assignedTo?.message}>
        <Input autoComplete="off" {...text('assignedTo')} />
      </Field>
      <Field id="task-materials" label={t('scheduling.taskForm.materials')} error={errors.materials?.message}>
        <Textarea {...long('materials')} />
      </Field>
      <Field id="task-notes" label={t('scheduling.common.notes')} error={errors.notes?.message}>
        <Textarea {...long('notes')} />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" className="w-full sm:w-auto" disabled={save.isPending}>
          {save.isPending
            ? t('scheduling.common.saving')
            : task
              ? t('scheduling.taskForm.save')
              : t('scheduling.tasks.add')}
        </Button>
      </div>
    </form>
  );
}

/** The task's fields as the form edits them: '' in a text box for what the task leaves empty. */
function valuesOf(task: Task): TaskInput {
  return {
    title: task.title,
    description: task.description ?? '',
    status: task.status,
    priority: task.priority,
    estimatedTime: task.estimatedTime,
    actualTime: task.actualTime,
    assignedTo: task.assignedTo ?? '',
    materials: task.materials ?? '',
    notes: task.notes ?? '',
  };
}

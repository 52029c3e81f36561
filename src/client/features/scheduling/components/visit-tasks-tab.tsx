import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { Appointment } from '@shared/scheduling/appointments.schemas';
import type { Task } from '@shared/scheduling/job-work.schemas';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/spinner';
import { useT } from '@client/i18n/use-t';
import { visitTasksQuery } from '../api/scheduling.queries';
import { useDeleteTask, useTaskStatus } from '../api/visit-work.api';
import { TaskFormDialog, preloadTaskForm, type TaskFormTarget } from './task-form-dialog';
import { TaskItem } from './task-item';
import { useTechnicianView } from './use-technician-view';

/** The visit's checklist: tick to complete, add, edit and delete tasks (a technician ticks them only). */
export function VisitTasksTab({ visit }: { visit: Appointment }) {
  const t = useT();
  const technician = useTechnicianView();
  const tasks = useQuery(visitTasksQuery(visit.id));
  const toggle = useTaskStatus(visit.id);
  const remove = useDeleteTask(visit.id);
  const [formTarget, setFormTarget] = useState<TaskFormTarget>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);

  const list = tasks.data ?? [];
  const done = list.filter((task) => task.status === 'completed').length;

  return (
    <section aria-label={t('scheduling.common.tasks')} className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-muted" aria-live="polite">
          {tasks.data ? t('scheduling.tasks.doneCount', { done, total: list.length }) : t('scheduling.common.tasks')}
        </p>
        {!technician && (
          <Button
            size="sm"
            onPointerEnter={preloadTaskForm}
            onFocus={preloadTaskForm}
            onClick={() => setFormTarget('new')}
          >
            <Plus /> {t('scheduling.tasks.add')}
          </Button>
        )}
      </div>
      {tasks.isLoading && (
        <div className="space-y-3" aria-hidden>
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      )}
      {tasks.isError && !tasks.data && (
        <LoadError
          what={t('scheduling.tasks.loadWhat')}
          retrying={tasks.isFetching}
          onRetry={() => void tasks.refetch()}
        />
      )}
      {tasks.data && list.length === 0 && (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted">
          {t('scheduling.tasks.empty')}
        </p>
      )}
      {list.length > 0 && (
        <ul className="divide-y">
          {list.map((task) => (
            <TaskItem
              key={task.id}
              task={task}
              onToggle={(checked) => toggle.mutate({ task, status: checked ? 'completed' : 'pending' })}
              onEditIntent={preloadTaskForm}
              onEdit={technician ? undefined : () => setFormTarget(task)}
              onDelete={technician ? undefined : () => setDeleting(task)}
            />
          ))}
        </ul>
      )}
      <TaskFormDialog visitId={visit.id} target={formTarget} onClose={() => setFormTarget(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('scheduling.tasks.deleteTitle')}
        description={t('scheduling.tasks.deleteText', { title: deleting?.title ?? '' })}
        confirmLabel={t('scheduling.common.delete')}
        pendingLabel={t('scheduling.common.deleting')}
        pending={remove.isPending}
        destructive
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </section>
  );
}

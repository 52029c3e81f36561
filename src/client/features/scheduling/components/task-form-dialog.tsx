import { Suspense } from 'react';
import type { Task } from '@shared/scheduling/job-work.schemas';
import { Dialog, DialogContent, DialogHeader, preloadDialog } from '@client/components/ui/dialog';
import { Spinner } from '@client/components/ui/spinner';
import { useT } from '@client/i18n/use-t';
import { preloadable } from '@client/lib/preloadable';

// The form and its validation load with the dialog, not with the checklist.
const TaskForm = preloadable(() => import('./task-form').then((m) => m.TaskForm));

/** Starts loading the form (the buttons that open the dialog call it on hover and focus). */
export const preloadTaskForm = () => Promise.all([TaskForm.preload(), preloadDialog()]);

/** `target` null: closed; `'new'`: a new task; a task: that task to edit. */
export type TaskFormTarget = Task | 'new' | null;

export function TaskFormDialog(props: { visitId: number; target: TaskFormTarget; onClose: () => void }) {
  const t = useT();
  const task = props.target === 'new' ? undefined : (props.target ?? undefined);
  return (
    <Dialog open={props.target !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent>
        <DialogHeader
          title={task ? t('scheduling.taskForm.editTitle') : t('scheduling.tasks.add')}
          description={t('scheduling.taskForm.description')}
        />
        {props.target !== null && (
          <Suspense
            fallback={
              <div className="flex justify-center py-12">
                <Spinner />
              </div>
            }
          >
            <TaskForm key={task?.id ?? 'new'} visitId={props.visitId} task={task} onSaved={props.onClose} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}

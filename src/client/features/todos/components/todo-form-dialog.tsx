import { Suspense } from 'react';
import type { Todo } from '@shared/todos/todos.schemas';
import { Dialog, DialogContent, DialogHeader, preloadDialog } from '@client/components/ui/dialog';
import { Spinner } from '@client/components/ui/spinner';
import { preloadable } from '@client/lib/preloadable';
import { useT } from '@client/i18n/use-t';

// The form and its validation load with the dialog, not with the list.
const TodoForm = preloadable(() => import('./todo-form').then((m) => m.TodoForm));

export const preloadTodoForm = () => Promise.all([TodoForm.preload(), preloadDialog()]);

/** `target` null: closed; `'new'`: Add TODO; an item: that item to edit. */
export type TodoFormTarget = Todo | 'new' | null;

export function TodoFormDialog(props: { target: TodoFormTarget; onClose: () => void }) {
  const t = useT();
  const todo = props.target === 'new' ? undefined : (props.target ?? undefined);
  return (
    <Dialog open={props.target !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent>
        <DialogHeader
          title={todo ? t('todos.form.editTitle') : t('todos.form.addTitle')}
          description={t('todos.form.description')}
        />
        {props.target !== null && (
          <Suspense
            fallback={
              <div className="flex justify-center py-12">
                <Spinner />
              </div>
            }
          >
            <TodoForm key={todo?.id ?? 'new'} todo={todo} onSaved={props.onClose} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}

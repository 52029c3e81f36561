import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  categoryLabels,
  priorityLabels,
  TODO_CATEGORIES,
  TODO_PRIORITIES,
  todoInputSchema,
  type Todo,
  type TodoInput,
} from '@shared/todos/todos.schemas';
import { Button } from '@client/components/ui/button';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input, NativeSelect, Textarea } from '@client/components/ui/input';
import { showFieldErrors } from '@client/lib/form-errors';
import { useCreateTodo, useUpdateTodo } from '../api/todos.api';

/** The specification's defaults: priority medium, category feature_enhancements. */
const blank: TodoInput = {
  title: '',
  description: '',
  priority: 'medium',
  category: 'feature_enhancements',
  dueDate: '',
};

const valuesOf = (todo: Todo): TodoInput => ({
  title: todo.title,
  description: todo.description ?? '',
  priority: todo.priority,
  category: todo.category,
  dueDate: todo.dueDate ?? '',
});

/** Add TODO, or the same form editing `todo`. */
export function TodoForm(props: { todo?: Todo; onSaved: () => void }) {
  const create = useCreateTodo();
  const update = useUpdateTodo();
  const form = useForm<TodoInput, unknown, z.output<typeof todoInputSchema>>({
    resolver: zodResolver(todoInputSchema),
    defaultValues: props.todo ? valuesOf(props.todo) : blank,
  });
  const errors = form.formState.errors;
  const options = { onSuccess: props.onSaved, onError: (error: unknown) => showFieldErrors(form.setError, error) };
  const submit = form.handleSubmit((input) =>
    props.todo ? update.mutate({ id: props.todo.id, input }, options) : create.mutate(input, options),
  );
  const field = (name: keyof TodoInput) => ({
    id: `todo-${name}`,
    ...invalidProps(`todo-${name}`, errors[name]?.message),
    ...form.register(name),
  });
  const pending = create.isPending || update.isPending;

  return (
    <form noValidate className="space-y-4" onSubmit={submit} aria-label={props.todo ? 'Edit TODO' : 'Add TODO'}>
      <Field id="todo-title" label="Title" error={errors.title?.message}>
        <Input placeholder="What needs doing" autoComplete="off" autoFocus {...field('title')} />
      </Field>
      <Field id="todo-description" label="Description (optional)" error={errors.description?.message}>
        <Textarea rows={3} {...field('description')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="todo-priority" label="Priority" error={errors.priority?.message}>
          <NativeSelect {...field('priority')}>
            {TODO_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {priorityLabels[p]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="todo-category" label="Category" error={errors.category?.message}>
          <NativeSelect {...field('category')}>
            {TODO_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {categoryLabels[c]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <Field id="todo-dueDate" label="Due date (optional)" error={errors.dueDate?.message}>
        <Input type="date" {...field('dueDate')} />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={pending} className="w-full sm:w-auto">
          {props.todo ? (pending ? 'Saving...' : 'Save Changes') : pending ? 'Adding...' : 'Add TODO'}
        </Button>
      </div>
    </form>
  );
}

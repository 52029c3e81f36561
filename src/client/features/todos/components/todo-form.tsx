import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
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
import { useT } from '@client/i18n/use-t';
import { useCreateTodo, useUpdateTodo } from '../api/todos.api';
import { categoryLabel, priorityLabel } from './todo-labels';

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
  const t = useT();
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
    <form
      noValidate
      className="space-y-4"
      onSubmit={submit}
      aria-label={props.todo ? t('todos.form.editTitle') : t('todos.form.addTitle')}
    >
      <Field id="todo-title" label={t('todos.form.title')} error={errors.title?.message}>
        <Input placeholder={t('todos.form.titlePlaceholder')} autoComplete="off" autoFocus {...field('title')} />
      </Field>
      <Field id="todo-description" label={t('todos.form.descriptionLabel')} error={errors.description?.message}>
        <Textarea rows={3} {...field('description')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="todo-priority" label={t('todos.form.priority')} error={errors.priority?.message}>
          <NativeSelect {...field('priority')}>
            {TODO_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {priorityLabel(t, p)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="todo-category" label={t('todos.form.category')} error={errors.category?.message}>
          <NativeSelect {...field('category')}>
            {TODO_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {categoryLabel(t, c)}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <Field id="todo-dueDate" label={t('todos.form.dueDate')} error={errors.dueDate?.message}>
        <Input type="date" {...field('dueDate')} />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={pending} className="w-full sm:w-auto">
          {props.todo
            ? pending
              ? t('todos.form.saving')
              : t('todos.form.save')
            : pending
              ? t('todos.form.adding')
              : t('todos.form.addTitle')}
        </Button>
      </div>
    </form>
  );
}

import { useQuery } from '@tanstack/react-query';
import { ListPlus } from 'lucide-react';
import { useState } from 'react';
import type { Todo } from '@shared/todos/todos.schemas';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { NativeSelect } from '@client/components/ui/input';
import { LoadError } from '@client/components/ui/load-error';
import { Pager } from '@client/components/ui/pager';
import { SearchInput } from '@client/components/ui/search-input';
import { Skeleton } from '@client/components/ui/spinner';
import { useDebouncedValue } from '@client/lib/use-debounced-value';
import { useT } from '@client/i18n/use-t';
import { TODO_PAGE_SIZE, todoListQuery, useDeleteTodo, useToggleTodo, type TodoFilter } from '../api/todos.api';
import { TodoRow } from './todo-row';

/** The TODO Items tab: the user's list, open items first, with a status filter, a search and paging. */
export function TodoList(props: { onAdd: () => void; onEdit: (todo: Todo) => void }) {
  const t = useT();
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState<TodoFilter>('');
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim());
  const list = useQuery(todoListQuery(page, status, search));
  const toggle = useToggleTodo();
  const remove = useDeleteTodo();
  const [deleting, setDeleting] = useState<Todo | null>(null);
  const filtered = status !== '' || search !== '';

  return (
    <Card>
      <CardContent flush>
        <div className="flex flex-col gap-3 border-b p-4 sm:flex-row">
          <SearchInput
            className="flex-1"
            placeholder={t('todos.list.search')}
            aria-label={t('todos.list.search')}
            value={searchInput}
            onChange={(e) => {
              setSearchInput(e.target.value);
              setPage(0);
            }}
          />
          <NativeSelect
            aria-label={t('todos.list.show')}
            className="sm:w-44"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as TodoFilter);
              setPage(0);
            }}
          >
            <option value="">{t('todos.list.all')}</option>
            <option value="pending">{t('todos.list.open')}</option>
            <option value="completed">{t('todos.list.completed')}</option>
          </NativeSelect>
        </div>
        {list.isLoading && (
          <div className="space-y-3 p-4">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        )}
        {list.isError && (
          <div className="p-4">
            <LoadError what={t('todos.list.loadWhat')} retrying={list.isFetching} onRetry={() => void list.refetch()} />
          </div>
        )}
        {list.data?.items.length === 0 && (
          <div className="space-y-3 p-8 text-center">
            <p className="text-muted">{filtered ? t('todos.list.emptyFiltered') : t('todos.list.empty')}</p>
            {!filtered && (
              <Button onClick={props.onAdd}>
                <ListPlus aria-hidden /> {t('todos.list.addFirst')}
              </Button>
            )}
          </div>
        )}
        {list.data && list.data.items.length > 0 && (
          <ul className="divide-y" aria-label={t('todos.list.label')}>
            {list.data.items.map((todo) => (
              <TodoRow
                key={todo.id}
                todo={todo}
                toggling={toggle.isPending && toggle.variables?.id === todo.id}
                onToggle={(item) =>
                  toggle.mutate({ id: item.id, status: item.status === 'completed' ? 'pending' : 'completed' })
                }
                onEdit={props.onEdit}
                onDelete={setDeleting}
              />
            ))}
          </ul>
        )}
        {list.data && list.data.total > TODO_PAGE_SIZE && (
          <div className="border-t p-4">
            <Pager
              page={page}
              pageSize={TODO_PAGE_SIZE}
              total={list.data.total}
              noun={t('todos.list.pagerNoun')}
              onChange={setPage}
            />
          </div>
        )}
      </CardContent>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('todos.delete.title')}
        description={t('todos.delete.confirm')}
        confirmLabel={t('todos.delete.button')}
        pendingLabel={t('todos.delete.pending')}
        pending={remove.isPending}
        destructive
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </Card>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { userMessages as m, type AdminUser } from '@shared/admin/users.schemas';
import { Badge, type BadgeTone } from '@client/components/ui/badge';
import { Card } from '@client/components/ui/card';
import { NativeSelect } from '@client/components/ui/input';
import { LoadError } from '@client/components/ui/load-error';
import { Pager } from '@client/components/ui/pager';
import { SearchInput } from '@client/components/ui/search-input';
import {
  StackedTable,
  StackedTableSkeleton,
  stackedCellClass as cell,
  stackedRowClass,
} from '@client/components/ui/stacked-table';
import type { Page } from '@client/lib/api';
import { cx } from '@client/lib/cx';
import { formatDate } from '@client/lib/dates';
import { USER_PAGE_SIZE, type UserFilter } from '../../api/users.api';
import { UserRowActions, type UserAction } from './user-row-actions';

const headers = ['User', 'Company', 'Role', 'Status', 'Joined', 'Last Login', 'Actions'];
const statusTone: Record<AdminUser['status'], BadgeTone> = { active: 'green', unverified: 'amber', disabled: 'red' };
const statusLabel: Record<AdminUser['status'], string> = {
  active: 'Active',
  unverified: 'Not verified',
  disabled: 'Disabled',
};
const filters: [UserFilter['status'], string][] = [
  ['all', 'All users'],
  ['active', 'Active'],
  ['unverified', 'Not verified'],
  ['disabled', 'Disabled'],
  ['admin', 'Administrators'],
];

export const fullName = (u: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email;

function UserRow(props: { user: AdminUser; self: boolean; onAction: (a: UserAction, u: AdminUser) => void }) {
  const u = props.user;
  return (
    <tr className={stackedRowClass} data-testid={`user-${u.id}`}>
      <td className={cx(cell, 'order-1 min-w-0')}>
        <span className="block truncate font-medium">{fullName(u)}</span>
        <span className="block truncate text-xs text-muted">{u.email}</span>
      </td>
      <td className={cx(cell, 'order-3 min-w-0 truncate')}>{u.companyName ?? <span className="text-muted">—</span>}</td>
      <td className={cx(cell, 'order-4 justify-self-end')}>
        <Badge tone={u.isAdmin ? 'violet' : 'blue'}>{u.isAdmin ? m.adminLabel : m.providerLabel}</Badge>
      </td>
      <td className={cx(cell, 'order-5')}>
        <Badge tone={statusTone[u.status]}>{statusLabel[u.status]}</Badge>
      </td>
      <td className={cx(cell, 'order-6 justify-self-end whitespace-nowrap')}>
        <span className="text-muted md:hidden">Joined </span>
        {formatDate(u.createdAt)}
      </td>
      <td className={cx(cell, 'order-7 whitespace-nowrap')}>
        <span className="text-muted md:hidden">Last login </span>
        {u.lastLogin ? formatDate(u.lastLogin) : 'Never'}
      </td>
      <td className={cx(cell, 'order-2 justify-self-end md:text-right')}>
        <UserRowActions user={u} self={props.self} onAction={props.onAction} />
      </td>
    </tr>
  );
}

/** The searchable, filtered, paged list of every account. */
export function UsersTable(props: {
  list: UseQueryResult<Page<AdminUser>>;
  filter: UserFilter;
  onFilter: (filter: UserFilter) => void;
  page: number;
  onPage: (page: number) => void;
  selfId: number;
  onAction: (a: UserAction, u: AdminUser) => void;
}) {
  const { list, filter } = props;
  const total = list.data?.total ?? 0;
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-3 border-b p-4 sm:flex-row">
        <SearchInput
          className="flex-1"
          aria-label="Search users"
          placeholder="Search by name, e-mail or company"
          value={filter.search}
          onChange={(event) => props.onFilter({ ...filter, search: event.target.value })}
        />
        <NativeSelect
          aria-label="Show"
          className="sm:w-48"
          value={filter.status}
          onChange={(event) => props.onFilter({ ...filter, status: event.target.value as UserFilter['status'] })}
        >
          {filters.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </div>
      {list.isLoading && (
        <div role="status" aria-label="Loading users">
          <StackedTableSkeleton />
        </div>
      )}
      {list.isError && !list.data && (
        <div className="p-4">
          <LoadError what="the users" retrying={list.isFetching} onRetry={() => void list.refetch()} />
        </div>
      )}
      {list.data?.items.length === 0 && (
        <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
          <Users className="size-10 text-muted" aria-hidden />
          <p className="text-sm text-muted">
            {filter.search || filter.status !== 'all' ? 'No users match this search.' : 'No users yet.'}
          </p>
        </div>
      )}
      {list.data && list.data.items.length > 0 && (
        <div className="overflow-x-auto">
          <StackedTable headers={headers} alignRight={['Actions']}>
            {list.data.items.map((u) => (
              <UserRow key={u.id} user={u} self={u.id === props.selfId} onAction={props.onAction} />
            ))}
          </StackedTable>
        </div>
      )}
      {total > USER_PAGE_SIZE && (
        <div className="border-t p-4">
          <Pager page={props.page} pageSize={USER_PAGE_SIZE} total={total} noun="users" onChange={props.onPage} />
        </div>
      )}
    </Card>
  );
}

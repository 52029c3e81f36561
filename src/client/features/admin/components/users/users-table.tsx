import type { UseQueryResult } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import type { AdminUser } from '@shared/admin/users.schemas';
import { Badge, type BadgeTone } from '@client/components/ui/badge';
import { Card } from '@client/components/ui/card';
import { useT } from '@client/i18n/use-t';
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

type Translate = ReturnType<typeof useT>;

const statusTone: Record<AdminUser['status'], BadgeTone> = { active: 'green', unverified: 'amber', disabled: 'red' };
const statusLabel = (t: Translate, status: AdminUser['status']) =>
  ({
    active: t('admin.users.statusActive'),
    unverified: t('admin.users.statusUnverified'),
    disabled: t('admin.users.statusDisabled'),
  })[status];
const filters = (t: Translate): [UserFilter['status'], string][] => [
  ['all', t('admin.users.filterAll')],
  ['active', t('admin.users.statusActive')],
  ['unverified', t('admin.users.statusUnverified')],
  ['disabled', t('admin.users.statusDisabled')],
  ['admin', t('admin.users.filterAdmins')],
];

export const fullName = (u: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email;

function UserRow(props: { user: AdminUser; self: boolean; onAction: (a: UserAction, u: AdminUser) => void }) {
  const t = useT();
  const u = props.user;
  return (
    <tr className={stackedRowClass} data-testid={`user-${u.id}`}>
      <td className={cx(cell, 'order-1 min-w-0')}>
        <span className="block truncate font-medium">{fullName(u)}</span>
        <span className="block truncate text-xs text-muted">{u.email}</span>
      </td>
      <td className={cx(cell, 'order-3 min-w-0 truncate')}>{u.companyName ?? <span className="text-muted">—</span>}</td>
      <td className={cx(cell, 'order-4 justify-self-end')}>
        <Badge tone={u.isAdmin ? 'violet' : 'blue'}>
          {u.isAdmin ? t('admin.users.roleAdmin') : t('admin.users.roleProvider')}
        </Badge>
      </td>
      <td className={cx(cell, 'order-5')}>
        <Badge tone={statusTone[u.status]}>{statusLabel(t, u.status)}</Badge>
      </td>
      <td className={cx(cell, 'order-6 justify-self-end whitespace-nowrap')}>
        <span className="text-muted md:hidden">{t('admin.users.joinedInline')} </span>
        {formatDate(u.createdAt)}
      </td>
      <td className={cx(cell, 'order-7 whitespace-nowrap')}>
        <span className="text-muted md:hidden">{t('admin.users.lastLoginInline')} </span>
        {u.lastLogin ? formatDate(u.lastLogin) : t('admin.users.never')}
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
  const t = useT();
  const { list, filter } = props;
  const actions = t('admin.users.colActions');
  const headers = [
    t('admin.users.colUser'),
    t('admin.users.colCompany'),
    t('admin.users.colRole'),
    t('admin.users.colStatus'),
    t('admin.users.colJoined'),
    t('admin.users.colLastLogin'),
    actions,
  ];
  const total = list.data?.total ?? 0;
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-3 border-b p-4 sm:flex-row">
        <SearchInput
          className="flex-1"
          aria-label={t('admin.users.search')}
          placeholder={t('admin.users.searchPlaceholder')}
          value={filter.search}
          onChange={(event) => props.onFilter({ ...filter, search: event.target.value })}
        />
        <NativeSelect
          aria-label={t('admin.users.show')}
          className="sm:w-48"
          value={filter.status}
          onChange={(event) => props.onFilter({ ...filter, status: event.target.value as UserFilter['status'] })}
        >
          {filters(t).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </div>
      {list.isLoading && (
        <div role="status" aria-label={t('admin.users.loading')}>
          <StackedTableSkeleton />
        </div>
      )}
      {list.isError && !list.data && (
        <div className="p-4">
          <LoadError what={t('admin.users.loadWhat')} retrying={list.isFetching} onRetry={() => void list.refetch()} />
        </div>
      )}
      {list.data?.items.length === 0 && (
        <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
          <Users className="size-10 text-muted" aria-hidden />
          <p className="text-sm text-muted">
            {filter.search || filter.status !== 'all' ? t('admin.users.noMatch') : t('admin.users.empty')}
          </p>
        </div>
      )}
      {list.data && list.data.items.length > 0 && (
        <div className="overflow-x-auto">
          <StackedTable headers={headers} alignRight={[actions]}>
            {list.data.items.map((u) => (
              <UserRow key={u.id} user={u} self={u.id === props.selfId} onAction={props.onAction} />
            ))}
          </StackedTable>
        </div>
      )}
      {total > USER_PAGE_SIZE && (
        <div className="border-t p-4">
          <Pager
            page={props.page}
            pageSize={USER_PAGE_SIZE}
            total={total}
            noun={t('admin.users.pagerNoun')}
            onChange={props.onPage}
          />
        </div>
      )}
    </Card>
  );
}

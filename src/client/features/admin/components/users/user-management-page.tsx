import { useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { AdminUser } from '@shared/admin/users.schemas';
import { PageHeader } from '@client/components/layout/page-header';
import { Button } from '@client/components/ui/button';
import { useT } from '@client/i18n/use-t';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useSession } from '@client/lib/session';
import { useDebouncedValue } from '@client/lib/use-debounced-value';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useDeleteUser, useSetUserDisabled, usersQuery, type UserFilter } from '../../api/users.api';
import { AuditLogTable } from './audit-log-table';
import { EmailUserDialog } from './email-user-dialog';
import { ImpersonateDialog } from './impersonate-dialog';
import { UserFormDialog, type UserFormTarget } from './user-form-dialog';
import type { UserAction } from './user-row-actions';
import { UserStatCards } from './user-stat-cards';
import { UsersTable } from './users-table';

type Pending = { action: UserAction; user: AdminUser };

/** /user-management: the accounts, their cards and every administrator's action on them, with the audit log. */
export function UserManagementPage() {
  const t = useT();
  useDocumentTitle(t('admin.users.title'));
  const { user: me } = useSession();
  const [filter, setFilter] = useState<UserFilter>({ search: '', status: 'all' });
  const [page, setPage] = useState(0);
  const settled = useDebouncedValue(filter);
  const list = useQuery(usersQuery(page, settled));
  const [form, setForm] = useState<UserFormTarget | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const setDisabled = useSetUserDisabled();
  const remove = useDeleteUser();

  if (!me?.isAdmin) return <p role="alert">{t('admin.users.denied')}</p>;

  const onAction = (action: UserAction, user: AdminUser) => {
    if (action === 'edit') setForm({ user });
    else if (action === 'enable') setDisabled.mutate({ id: user.id, disabled: false });
    else setPending({ action, user });
  };
  const close = () => setPending(null);
  const confirming = pending && (pending.action === 'disable' || pending.action === 'delete') ? pending : null;

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('admin.users.title')}
        description={t('admin.users.description')}
        action={
          <Button onClick={() => setForm({})}>
            <UserPlus /> {t('admin.users.add')}
          </Button>
        }
      />
      <UserStatCards />
      <Tabs defaultValue="users" className="space-y-4">
        <TabsList>
          <TabsTrigger value="users">{t('admin.users.tab')}</TabsTrigger>
          <TabsTrigger value="audit">{t('admin.audit.tab')}</TabsTrigger>
        </TabsList>
        <TabsContent value="users">
          <UsersTable
            list={list}
            filter={filter}
            onFilter={(next) => {
              setFilter(next);
              setPage(0);
            }}
            page={page}
            onPage={setPage}
            selfId={me.id}
            onAction={onAction}
          />
        </TabsContent>
        <TabsContent value="audit">
          <AuditLogTable />
        </TabsContent>
      </Tabs>
      <UserFormDialog target={form} onClose={() => setForm(null)} />
      <ImpersonateDialog user={pending?.action === 'impersonate' ? pending.user : null} onClose={close} />
      <EmailUserDialog user={pending?.action === 'email' ? pending.user : null} onClose={close} />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && close()}
        title={confirming?.action === 'delete' ? t('admin.users.delete') : t('admin.users.disable')}
        description={
          confirming?.action === 'delete'
            ? t('admin.users.deleteConfirm', { email: confirming.user.email })
            : t('admin.users.disableConfirm', { email: confirming?.user.email ?? '' })
        }
        confirmLabel={confirming?.action === 'delete' ? t('admin.users.deleteButton') : t('admin.users.disableButton')}
        pendingLabel={confirming?.action === 'delete' ? t('admin.users.deleting') : t('admin.users.disabling')}
        pending={remove.isPending || setDisabled.isPending}
        destructive
        onConfirm={() => {
          if (!confirming) return;
          if (confirming.action === 'delete') remove.mutate(confirming.user.id, { onSettled: close });
          else setDisabled.mutate({ id: confirming.user.id, disabled: true }, { onSettled: close });
        }}
      />
    </div>
  );
}

import { Building2, Mail, UserCheck, UserPlus, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/spinner';
import { PageHeader } from '@client/components/layout/page-header';
import { useT } from '@client/i18n/use-t';
import { useAdminStats } from '../api/admin.api';
import { AdminActivity } from './admin-activity';

export function AdminDashboard() {
  const t = useT();
  const { data, isLoading } = useAdminStats();
  const cards = [
    { id: 'Users', label: t('admin.dashboard.users'), value: data?.users, icon: Users },
    { id: 'Verified users', label: t('admin.dashboard.verified'), value: data?.verifiedUsers, icon: UserCheck },
    { id: 'Companies', label: t('admin.dashboard.companies'), value: data?.companies, icon: Building2 },
    {
      id: 'Sign-ups, last 30 days',
      label: t('admin.dashboard.signups'),
      value: data?.signupsLast30Days,
      icon: UserPlus,
    },
  ];
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('admin.dashboard.title')}
        description={t('admin.dashboard.description')}
        action={
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <Link to="/admin/outbox">
                <Mail /> {t('admin.outbox.title')}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/user-management">{t('admin.dashboard.manageUsers')}</Link>
            </Button>
            <Button asChild>
              <Link to="/platform-reports">{t('admin.dashboard.reports')}</Link>
            </Button>
          </div>
        }
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map(({ id, label, value, icon: Icon }) => (
          <Card key={id}>
            <CardContent flush className="flex items-center justify-between p-5">
              <div>
                <p className="text-sm text-muted">{label}</p>
                {isLoading ? (
                  <Skeleton className="mt-1 h-8 w-16" />
                ) : (
                  <p className="text-3xl font-bold" data-testid={`stat-${id}`}>
                    {value ?? 0}
                  </p>
                )}
              </div>
              <Icon className="size-8 text-brand-600" aria-hidden />
            </CardContent>
          </Card>
        ))}
      </div>
      <AdminActivity />
    </div>
  );
}

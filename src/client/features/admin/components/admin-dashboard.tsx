import { Building2, Mail, UserCheck, UserPlus, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/spinner';
import { PageHeader } from '@client/components/layout/page-header';
import { useAdminStats } from '../api/admin.api';
import { AdminActivity } from './admin-activity';

export function AdminDashboard() {
  const { data, isLoading } = useAdminStats();
  const cards = [
    { label: 'Users', value: data?.users, icon: Users },
    { label: 'Verified users', value: data?.verifiedUsers, icon: UserCheck },
    { label: 'Companies', value: data?.companies, icon: Building2 },
    { label: 'Sign-ups, last 30 days', value: data?.signupsLast30Days, icon: UserPlus },
  ];
  return (
    <div className="space-y-6">
      <PageHeader
        title="Admin Dashboard"
        description="The platform at a glance."
        action={
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <Link to="/admin/outbox">
                <Mail /> Outbox
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/user-management">Manage Users</Link>
            </Button>
            <Button asChild>
              <Link to="/platform-reports">Platform Reports</Link>
            </Button>
          </div>
        }
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map(({ label, value, icon: Icon }) => (
          <Card key={label}>
            <CardContent flush className="flex items-center justify-between p-5">
              <div>
                <p className="text-sm text-muted">{label}</p>
                {isLoading ? (
                  <Skeleton className="mt-1 h-8 w-16" />
                ) : (
                  <p className="text-3xl font-bold" data-testid={`stat-${label}`}>
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

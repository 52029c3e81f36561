import type { PublicUser } from '@shared/auth/auth.schemas';
import { FullPageSpinner } from '@client/components/ui/spinner';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { isVerified } from '@client/lib/session';
import { AdminDashboard } from '@client/features/admin/components/admin-dashboard';
import { VerificationRequired } from '@client/features/auth/components/verification-required';
import { useCompany, useServices } from '@client/features/company/api/company.api';
import { CreateCompanyDialog } from '@client/features/company/components/create-company-dialog';
import { GettingStarted } from '@client/features/dashboard/components/getting-started';
import { Welcome } from '@client/features/dashboard/components/welcome';

function OwnerDashboard({ user }: { user: PublicUser }) {
  const company = useCompany();
  const services = useServices();
  if (company.isLoading) return <FullPageSpinner />;
  if (!company.data) return <Welcome firstName={user.firstName ?? 'there'} action={<CreateCompanyDialog />} />;
  const serviceCount = services.data?.length ?? 0;
  return (
    <GettingStarted
      companyName={company.data.name}
      steps={[
        { label: 'Create company profile', done: true, href: '/company', detail: 'Your business details and logo.' },
        {
          label: 'Add services',
          done: serviceCount > 0,
          href: '/company#services',
          detail: serviceCount
            ? `${serviceCount} service${serviceCount === 1 ? '' : 's'} on offer.`
            : 'Add what you offer and your rates.',
        },
        { label: 'Add customers', done: false, detail: 'The people and businesses you work for.' },
        { label: 'Create first invoice', done: false, detail: 'Send it by e-mail and get paid by card.' },
      ]}
    />
  );
}

/** `/` once signed in: the administrator's dashboard, the verification screen, the welcome, or the owner's dashboard. */
export default function Dashboard({ user }: { user: PublicUser }) {
  useDocumentTitle('Dashboard');
  if (user.isAdmin) return <AdminDashboard />;
  if (!isVerified(user)) return <VerificationRequired email={user.email} />;
  return <OwnerDashboard user={user} />;
}

import { Navigate } from 'react-router';
import type { PublicUser } from '@shared/auth/auth.schemas';
import { PageSkeleton } from '@client/components/layout/page-skeleton';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { isVerified } from '@client/lib/session';
import { AdminDashboard } from '@client/features/admin/components/admin-dashboard';
import { VerificationRequired } from '@client/features/auth/components/verification-required';
import { useCompany, useServices } from '@client/features/company/api/company.api';
import { CreateCompanyDialog } from '@client/features/company/components/create-company-dialog';
import { OwnerDashboard } from '@client/features/dashboard/components/owner-dashboard';
import { Welcome } from '@client/features/dashboard/components/welcome';

function OwnerHome({ user }: { user: PublicUser }) {
  const company = useCompany();
  const services = useServices();
  if (company.isLoading) return <PageSkeleton />;
  if (!company.data) return <Welcome firstName={user.firstName ?? 'there'} action={<CreateCompanyDialog />} />;
  return <OwnerDashboard companyName={company.data.name} serviceCount={services.data?.length ?? 0} />;
}

/** `/` once signed in: the administrator's dashboard, the verification screen, the welcome, or the owner's dashboard. */
export default function Dashboard({ user }: { user: PublicUser }) {
  useDocumentTitle('Dashboard');
  if (user.isAdmin) return <AdminDashboard />;
  if (!isVerified(user)) return <VerificationRequired email={user.email} />;
  // A technician's home is the schedule of their own visits: the business's figures are not theirs (docs/roles.md).
  if (user.businessRole === 'technician') return <Navigate to="/scheduling" replace />;
  return <OwnerHome user={user} />;
}

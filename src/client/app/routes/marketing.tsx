import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { PageSkeleton } from '@client/components/layout/page-skeleton';
import { useCompany } from '@client/features/company/api/company.api';
import { CreateCompanyDialog } from '@client/features/company/components/create-company-dialog';
import { CampaignsPage } from '@client/features/campaigns/components/campaigns-page';

/** Campaigns go from a company to its customers: an owner without one is asked to create it first. */
export default function Marketing() {
  const company = useCompany();
  if (company.isLoading) return <PageSkeleton />;
  if (company.data === null) {
    return (
      <Card className="mx-auto max-w-xl text-center">
        <CardHeader>
          <CardTitle>Set up your company first</CardTitle>
          <CardDescription>
            Campaigns are sent in your business's name to its customers, so start with your profile.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <CreateCompanyDialog />
        </CardContent>
      </Card>
    );
  }
  return <CampaignsPage />;
}

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { FullPageSpinner } from '@client/components/ui/spinner';
import { PageHeader } from '@client/components/layout/page-header';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useCompany } from '../api/company.api';
import { CompanyForm } from './company-form';
import { CreateCompanyDialog } from './create-company-dialog';
import { LogoUpload } from './logo-upload';
import { ServicesManager } from './services-manager';

export function CompanySettingsPage() {
  useDocumentTitle('Company Profile');
  const { data: company, isLoading } = useCompany();
  if (isLoading) return <FullPageSpinner />;

  return (
    <div className="space-y-6">
      <PageHeader title="Company Profile" description="Your business details and the services you offer." />
      {!company ? (
        <Card>
          <CardContent flush className="space-y-4 p-6">
            <p>You have not set up your company yet.</p>
            <CreateCompanyDialog />
          </CardContent>
        </Card>
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle>Business details</CardTitle>
              <CardDescription>Shown on your quotes, invoices and customer portal.</CardDescription>
            </CardHeader>
            <CardContent className="space-y-6">
              <LogoUpload company={company} />
              <CompanyForm key={company.id} company={company} />
            </CardContent>
          </Card>
          <ServicesManager />
        </div>
      )}
    </div>
  );
}

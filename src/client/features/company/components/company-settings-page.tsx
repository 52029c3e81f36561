import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { FullPageSpinner } from '@client/components/ui/spinner';
import { PageHeader } from '@client/components/layout/page-header';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useCompany } from '../api/company.api';
import { CompanyForm } from './company-form';
import { CreateCompanyDialog } from './create-company-dialog';
import { LogoUpload } from './logo-upload';
import { ServicesManager } from './services-manager';
import { useT } from '@client/i18n/use-t';

export function CompanySettingsPage() {
  const t = useT();
  useDocumentTitle(t('company.page.title'));
  const { data: company, isLoading } = useCompany();
  if (isLoading) return <FullPageSpinner />;

  return (
    <div className="space-y-6">
      <PageHeader title={t('company.page.title')} description={t('company.page.description')} />
      {!company ? (
        <Card>
          <CardContent flush className="space-y-4 p-6">
            <p>{t('company.page.none')}</p>
            <CreateCompanyDialog />
          </CardContent>
        </Card>
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle>{t('company.page.detailsTitle')}</CardTitle>
              <CardDescription>{t('company.page.detailsDescription')}</CardDescription>
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

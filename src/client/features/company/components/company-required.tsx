import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { PageSkeleton } from '@client/components/layout/page-skeleton';
import { useCompany } from '../api/company.api';
import { CreateCompanyDialog } from './create-company-dialog';
import { useT } from '@client/i18n/use-t';

/**
 * A screen that needs the owner's company: until it exists, the owner is asked to create it first (`why` says what
 * the screen needs it for); then the screen.
 */
export function CompanyRequired(props: { why: string; children: ReactNode }) {
  const t = useT();
  const company = useCompany();
  if (company.isLoading) return <PageSkeleton />;
  if (company.data === null) {
    return (
      <Card className="mx-auto max-w-xl text-center">
        <CardHeader>
          <CardTitle>{t('company.required.title')}</CardTitle>
          <CardDescription>{props.why}</CardDescription>
        </CardHeader>
        <CardContent>
          <CreateCompanyDialog />
        </CardContent>
      </Card>
    );
  }
  return props.children;
}

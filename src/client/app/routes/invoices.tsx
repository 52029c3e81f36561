import { CompanyRequired } from '@client/features/company/components/company-required';
import { InvoicesPage } from '@client/features/invoices/components/invoices-page';
import { useT } from '@client/i18n/use-t';

/** Invoices belong to a company: an owner without one is asked to create it first. */
export default function Invoices() {
  const t = useT();
  return (
    <CompanyRequired why={t('invoices.companyRequired')}>
      <InvoicesPage />
    </CompanyRequired>
  );
}

import { CompanyRequired } from '@client/features/company/components/company-required';
import { SuppliesPage } from '@client/features/merch/components/supplies-page';
import { useT } from '@client/i18n/use-t';

/** Merchandise carries the business's name and logo: an owner without a company is asked to create it first. */
export default function Supplies() {
  const t = useT();
  return (
    <CompanyRequired why={t('merch.page.companyRequired')}>
      <SuppliesPage />
    </CompanyRequired>
  );
}

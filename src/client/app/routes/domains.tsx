import { CompanyRequired } from '@client/features/company/components/company-required';
import { DomainsPage } from '@client/features/domains/components/domains-page';
import { useT } from '@client/i18n/use-t';

/** A domain is another address of the storefront, which shows the business: an owner without a company creates it first. */
export default function Domains() {
  const t = useT();
  return (
    <CompanyRequired why={t('domains.companyRequired')}>
      <DomainsPage />
    </CompanyRequired>
  );
}

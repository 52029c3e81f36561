import { CompanyRequired } from '@client/features/company/components/company-required';
import { InvoicesPage } from '@client/features/invoices/components/invoices-page';

/** Invoices belong to a company: an owner without one is asked to create it first. */
export default function Invoices() {
  return (
    <CompanyRequired why="Your invoices carry your business name and details, so start with your profile.">
      <InvoicesPage />
    </CompanyRequired>
  );
}

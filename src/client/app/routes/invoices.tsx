import { InvoicesPage } from '@client/features/invoices/components/invoices-page';

export default InvoicesPage;

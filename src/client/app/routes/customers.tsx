import { CustomersPage } from '@client/features/customers/components/customers-page';

export default CustomersPage;

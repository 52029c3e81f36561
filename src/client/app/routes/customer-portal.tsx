import { CustomerPortalPage } from '@client/features/customer-portal/components/customer-portal-page';

export default CustomerPortalPage;

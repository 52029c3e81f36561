import { CustomerStorefrontsPage } from '@client/features/marketing-site/components/pages/customer-storefronts-page';

export default CustomerStorefrontsPage;

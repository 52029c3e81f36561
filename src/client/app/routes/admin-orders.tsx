import { AdminOrdersPage } from '@client/features/merch/components/admin/admin-orders-page';

export default AdminOrdersPage;

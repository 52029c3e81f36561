import { UserManagementPage } from '@client/features/admin/components/users/user-management-page';

export default UserManagementPage;

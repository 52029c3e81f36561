import { InboxPage } from '@client/features/admin/components/inbox-page';

export default InboxPage;

import { OutboxPage } from '@client/features/admin/components/outbox-page';

export default OutboxPage;

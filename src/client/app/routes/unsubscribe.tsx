import { UnsubscribePage } from '@client/features/campaigns/components/unsubscribe-page';

export default UnsubscribePage;

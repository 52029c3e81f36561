import { FeedbackManagerPage } from '@client/features/feedback/components/admin/feedback-manager-page';

export default FeedbackManagerPage;

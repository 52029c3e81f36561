import { FeedbackPage } from '@client/features/feedback/components/feedback-page';

export default FeedbackPage;

import { ConfirmEmailPage } from '@client/features/account/profile/confirm-email-page';

export default ConfirmEmailPage;

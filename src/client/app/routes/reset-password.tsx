import { ResetPasswordPage } from '@client/features/auth/components/reset-password-page';

export default ResetPasswordPage;

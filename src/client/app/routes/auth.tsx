import { AuthPage } from '@client/features/auth/components/auth-page';

export default AuthPage;

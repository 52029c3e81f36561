import { PaymentSuccessPage } from '@client/features/customer-portal/components/payment-success-page';

export default PaymentSuccessPage;

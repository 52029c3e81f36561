import { CouponManagerPage } from '@client/features/merch/components/admin/coupon-manager-page';

export default CouponManagerPage;

/** Placeholder: being built. */
export function CouponManagerPage() {
  return null;
}

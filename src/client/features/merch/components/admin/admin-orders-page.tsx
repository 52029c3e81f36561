/** Placeholder: being built. */
export function AdminOrdersPage() {
  return null;
}

export function CustomersPage() {
  return null;
}

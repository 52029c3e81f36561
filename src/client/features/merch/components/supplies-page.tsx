/** Placeholder: being built. */
export function SuppliesPage() {
  return null;
}

export function CustomerPortalPage() {
  return null;
}

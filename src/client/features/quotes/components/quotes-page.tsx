export function QuotesPage() {
  return null;
}

export function QuotePreviewPage() {
  return null;
}

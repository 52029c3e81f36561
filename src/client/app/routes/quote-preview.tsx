import { QuotePreviewPage } from '@client/features/quotes/components/quote-preview-page';

export default QuotePreviewPage;

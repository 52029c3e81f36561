import { QuotesPage } from '@client/features/quotes/components/quotes-page';

export default QuotesPage;

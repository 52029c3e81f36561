import { Download, Printer, X } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { Button } from '@client/components/ui/button';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useT } from '@client/i18n/use-t';
import { previewPdfUrl, useQuotePreview } from '../api/quote-preview.api';
import { isPastValidity } from '../quote-format';
import { QuotePreviewAnswer } from './quote-preview-answer';
import { QuotePreviewDeposit } from './quote-preview-deposit';
import { QuotePreviewDocument } from './quote-preview-document';

/** Print in black on white whatever the theme: the page's colours come from these variables. */
const printStyle = `@media print {
  :root, .dark { --background: #fff; --foreground: #000; --card: #fff; --muted: #374151; --border: #d1d5db; color-scheme: light; }
  @page { margin: 16mm; }
}`;

export function QuotePreviewPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const customerToken = params.get('token') || null;
  const { data, isLoading, isError } = useQuotePreview(id, customerToken);
  const t = useT();
  useDocumentTitle(
    data ? t('quotes.preview.documentTitle', { number: data.preview.quote.quoteNumber }) : t('quotes.preview.title'),
  );

  return (
    <div className="min-h-screen print:min-h-0">
      <style>{printStyle}</style>
      <main className="mx-auto max-w-4xl px-4 py-6 sm:py-10 print:max-w-none print:p-0">
        {isLoading && <p className="py-24 text-center text-muted">{t('quotes.preview.loading')}</p>}
        {(isError || (!isLoading && !data)) && (
          <div className="mx-auto max-w-md py-24 text-center">
            <h1 className="text-2xl font-bold">{t('quotes.preview.notFound')}</h1>
            <p className="mt-2 text-muted">{t('quotes.preview.notFoundText')}</p>
            <Button className="mt-6 print:hidden" variant="outline" onClick={() => window.close()}>
              <X /> {t('quotes.preview.close')}
            </Button>
          </div>
        )}
        {data && (
          <>
            <div className="mb-6 flex flex-wrap justify-end gap-2 print:hidden">
              <Button variant="outline" asChild>
                <a href={previewPdfUrl(id, data.token)} download={`${data.preview.quote.quoteNumber}.pdf`}>
                  <Download /> {t('quotes.preview.downloadPdf')}
                </a>
              </Button>
              <Button variant="outline" onClick={() => window.print()}>
                <Printer /> {t('quotes.preview.print')}
              </Button>
              <Button variant="outline" onClick={() => window.close()}>
                <X /> {t('quotes.preview.close')}
              </Button>
            </div>
            {/* The customer (who came with the token) answers here; the owner previewing their own quote does not. */}
            {customerToken &&
              data.preview.quote.status === 'sent' &&
              !isPastValidity(data.preview.quote.validUntil) && (
                <div className="mb-6">
                  <QuotePreviewAnswer id={id} token={customerToken} preview={data.preview} />
                </div>
              )}
            {customerToken && data.preview.quote.status === 'accepted' && (
              <div className="mb-6">
                <QuotePreviewDeposit
                  id={id}
                  token={customerToken}
                  quoteNumber={data.preview.quote.quoteNumber}
                  companyName={data.preview.company.name}
                />
              </div>
            )}
            <QuotePreviewDocument preview={data.preview} />
          </>
        )}
      </main>
    </div>
  );
}

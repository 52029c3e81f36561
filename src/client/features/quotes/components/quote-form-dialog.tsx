import { Suspense } from 'react';
import { keepDialogOpenWhileListOpen } from '@client/components/customer-picker';
import type { Quote } from '@shared/quotes/quotes.schemas';
import { Dialog, DialogContent, DialogHeader, preloadDialog } from '@client/components/ui/dialog';
import { Spinner } from '@client/components/ui/spinner';
import { useT } from '@client/i18n/use-t';
import { useCustomer } from '@client/lib/customer-lookup';
import { preloadable } from '@client/lib/preloadable';

// The form and its validation load with the dialog, not with the list.
const QuoteForm = preloadable(() => import('./quote-form').then((m) => m.QuoteForm));

/** Starts loading the form (the button that opens the dialog calls it on hover and focus). */
export const preloadQuoteForm = () => Promise.all([QuoteForm.preload(), preloadDialog()]);

/** `target` null: closed; `{}`: a new quote (`customerId`: for that customer); `{ quote }`: that draft to edit. */
export type QuoteFormTarget = { quote?: Quote; customerId?: number };

const formSpinner = (
  <div className="flex justify-center py-12">
    <Spinner />
  </div>
);

export function QuoteFormDialog(props: { target: QuoteFormTarget | null; onClose: () => void }) {
  const t = useT();
  const quote = props.target?.quote;
  const preset = useCustomer(props.target?.customerId ?? null);
  return (
    <Dialog open={props.target !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent size="3xl" onEscapeKeyDown={keepDialogOpenWhileListOpen}>
        <DialogHeader
          title={quote ? t('quotes.form.editTitle', { number: quote.quoteNumber }) : t('quotes.form.newTitle')}
          description={t('quotes.form.description')}
        />
        {props.target &&
          (props.target.customerId !== undefined && preset.isLoading ? (
            formSpinner
          ) : (
            <Suspense fallback={formSpinner}>
              <QuoteForm key={quote?.id ?? 'new'} quote={quote} customer={preset.data} onSaved={props.onClose} />
            </Suspense>
          ))}
      </DialogContent>
    </Dialog>
  );
}

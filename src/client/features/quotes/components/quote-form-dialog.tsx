import { keepDialogOpenWhileListOpen } from '@client/components/customer-picker';
import type { Quote } from '@shared/quotes/quotes.schemas';
import { Dialog, DialogContent, DialogHeader } from '@client/components/ui/dialog';
import { QuoteForm } from './quote-form';

/** `target` null: closed; `{}`: a new quote; `{ quote }`: that draft to edit. */
export type QuoteFormTarget = { quote?: Quote };

export function QuoteFormDialog(props: { target: QuoteFormTarget | null; onClose: () => void }) {
  const quote = props.target?.quote;
  return (
    <Dialog open={props.target !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className="max-w-3xl" onEscapeKeyDown={keepDialogOpenWhileListOpen}>
        <DialogHeader
          title={quote ? `Edit Quote ${quote.quoteNumber}` : 'New Quote'}
          description="Choose the customer and list the work; the amount is the total of the items."
        />
        {props.target && <QuoteForm key={quote?.id ?? 'new'} quote={quote} onSaved={props.onClose} />}
      </DialogContent>
    </Dialog>
  );
}

import type { Quote } from '@shared/quotes/quotes.schemas';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogHeader } from '@client/components/ui/dialog';

/** Asks before deleting for good; stays open, its button disabled, while the delete runs. */
export function DeleteQuoteDialog(props: {
  quote: Quote | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (quote: Quote) => void;
}) {
  const { quote } = props;
  return (
    <Dialog open={quote !== null} onOpenChange={(open) => !open && !props.pending && props.onCancel()}>
      <DialogContent role="alertdialog" className="max-w-md">
        <DialogHeader
          title="Delete Quote"
          description={
            quote
              ? `Are you sure you want to delete quote ${quote.quoteNumber} for ${quote.customerName}? This cannot be undone.${
                  quote.convertedInvoiceId !== null ? ' The invoice made from it stays.' : ''
                }`
              : undefined
          }
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={props.pending} onClick={props.onCancel}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={props.pending} onClick={() => quote && props.onConfirm(quote)}>
            {props.pending ? 'Deleting...' : 'Delete Quote'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

import { Copy, Download, ExternalLink, MoreHorizontal, Pencil, RotateCw, Trash2, XCircle } from 'lucide-react';
import { toast } from '@client/lib/toast';
import type { Quote } from '@shared/quotes/quotes.schemas';
import { Button } from '@client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import { previewPath } from '../quote-format';

async function copyLink(quote: Quote) {
  try {
    await navigator.clipboard.writeText(`${window.location.origin}${previewPath(quote)}`);
    toast.success('Link copied to clipboard');
  } catch {
    toast.error('Error', { description: 'The link could not be copied. Open the preview and copy its address.' });
  }
}

export type QuoteMenuActions = {
  onEdit: (quote: Quote) => void;
  onResend: (quote: Quote) => void;
  onDecline: (quote: Quote) => void;
  onDelete: (quote: Quote) => void;
};

export function QuoteRowMenu({ quote, busy, ...actions }: QuoteMenuActions & { quote: Quote; busy: boolean }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for quote ${quote.quoteNumber}`}>
          <MoreHorizontal />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem asChild>
          <a href={previewPath(quote)} target="_blank" rel="noopener noreferrer">
            <ExternalLink /> View Preview
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void copyLink(quote)}>
          <Copy /> Copy Link
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={`/api/quotes/${quote.id}/pdf`} download={`${quote.quoteNumber}.pdf`}>
            <Download /> Download PDF
          </a>
        </DropdownMenuItem>
        {quote.status === 'draft' && (
          <DropdownMenuItem onSelect={() => actions.onEdit(quote)}>
            <Pencil /> Edit Quote
          </DropdownMenuItem>
        )}
        {quote.status === 'sent' && (
          <>
            <DropdownMenuItem disabled={busy} onSelect={() => actions.onResend(quote)}>
              <RotateCw /> Resend Quote
            </DropdownMenuItem>
            <DropdownMenuItem disabled={busy} onSelect={() => actions.onDecline(quote)}>
              <XCircle /> Mark Declined
            </DropdownMenuItem>
          </>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem destructive onSelect={() => actions.onDelete(quote)}>
          <Trash2 /> Delete Quote
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

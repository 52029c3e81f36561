import { Copy, Download, ExternalLink, MoreHorizontal, Pencil, RotateCw, Trash2, XCircle } from 'lucide-react';
import { toast } from '@client/lib/toast';
import { useT } from '@client/i18n/use-t';
import type { Quote } from '@shared/quotes/quotes.schemas';
import { Button } from '@client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import { previewPath, type Translate } from '../quote-format';

async function copyLink(t: Translate, quote: Quote) {
  try {
    await navigator.clipboard.writeText(`${window.location.origin}${previewPath(quote)}`);
    toast.success(t('quotes.menu.copied'));
  } catch {
    toast.error(t('quotes.menu.copyErrorTitle'), { description: t('quotes.menu.copyError') });
  }
}

export type QuoteMenuActions = {
  onEdit: (quote: Quote) => void;
  onResend: (quote: Quote) => void;
  onDecline: (quote: Quote) => void;
  onDelete: (quote: Quote) => void;
};

export function QuoteRowMenu({ quote, busy, ...actions }: QuoteMenuActions & { quote: Quote; busy: boolean }) {
  const t = useT();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('quotes.menu.label', { number: quote.quoteNumber })}>
          <MoreHorizontal />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem asChild>
          <a href={previewPath(quote)} target="_blank" rel="noopener noreferrer">
            <ExternalLink /> {t('quotes.menu.preview')}
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void copyLink(t, quote)}>
          <Copy /> {t('quotes.menu.copyLink')}
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={`/api/quotes/${quote.id}/pdf`} download={`${quote.quoteNumber}.pdf`}>
            <Download /> {t('quotes.menu.downloadPdf')}
          </a>
        </DropdownMenuItem>
        {quote.status === 'draft' && (
          <DropdownMenuItem onSelect={() => actions.onEdit(quote)}>
            <Pencil /> {t('quotes.menu.edit')}
          </DropdownMenuItem>
        )}
        {quote.status === 'sent' && (
          <>
            <DropdownMenuItem disabled={busy} onSelect={() => actions.onResend(quote)}>
              <RotateCw /> {t('quotes.menu.resend')}
            </DropdownMenuItem>
            <DropdownMenuItem disabled={busy} onSelect={() => actions.onDecline(quote)}>
              <XCircle /> {t('quotes.menu.decline')}
            </DropdownMenuItem>
          </>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem destructive onSelect={() => actions.onDelete(quote)}>
          <Trash2 /> {t('quotes.menu.delete')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

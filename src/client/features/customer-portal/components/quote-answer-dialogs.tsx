import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { PortalQuoteListItem } from '@shared/customer-portal/customer-portal.schemas';
import { formatMoney } from '@shared/money';
import { portalAcceptSchema, portalDeclineSchema } from '@shared/quotes/quotes.schemas';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogHeader } from '@client/components/ui/dialog';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input, Textarea } from '@client/components/ui/input';
import { useAnswerQuote } from '../api/customer-portal.api';

type DialogProps = { token: string; quote: PortalQuoteListItem; companyName: string; onClose: () => void };

/** Accepting is signing: the customer types their name, and the sentence above the field says what that means. */
export function AcceptQuoteDialog({ token, quote, companyName, onClose }: DialogProps) {
  const answer = useAnswerQuote(token, quote.id, onClose);
  const form = useForm<z.input<typeof portalAcceptSchema>, unknown, z.output<typeof portalAcceptSchema>>({
    resolver: zodResolver(portalAcceptSchema),
    defaultValues: { signerName: '' },
  });
  const error = form.formState.errors.signerName?.message;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader title={`Accept Quote ${quote.quoteNumber}`} description={formatMoney(quote.amount)} />
        <form
          noValidate
          className="space-y-4"
          onSubmit={form.handleSubmit((v) => answer.mutate({ kind: 'accept', signerName: v.signerName }))}
        >
          <p className="text-sm">
            By typing your name below and selecting Accept Quote, you accept quote {quote.quoteNumber} from{' '}
            {companyName} for {formatMoney(quote.amount)} and sign it electronically.
          </p>
          <Field id="signer-name" label="Your full name" error={error}>
            <Input
              id="signer-name"
              autoComplete="name"
              {...invalidProps('signer-name', error)}
              {...form.register('signerName')}
            />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={answer.isPending}>
              {answer.isPending ? 'Accepting...' : 'Accept Quote'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function DeclineQuoteDialog({ token, quote, companyName, onClose }: DialogProps) {
  const answer = useAnswerQuote(token, quote.id, onClose);
  const form = useForm<z.input<typeof portalDeclineSchema>, unknown, z.output<typeof portalDeclineSchema>>({
    resolver: zodResolver(portalDeclineSchema),
    defaultValues: { reason: '' },
  });
  const error = form.formState.errors.reason?.message;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader
          title={`Decline Quote ${quote.quoteNumber}`}
          description={`${companyName} will be told that you declined this quote.`}
        />
        <form
          noValidate
          className="space-y-4"
          onSubmit={form.handleSubmit((v) => answer.mutate({ kind: 'decline', reason: v.reason }))}
        >
          <Field id="decline-reason" label="Reason (optional)" error={error} hint="Helps them improve their offer.">
            <Textarea id="decline-reason" {...invalidProps('decline-reason', error)} {...form.register('reason')} />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={answer.isPending}>
              {answer.isPending ? 'Declining...' : 'Decline Quote'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

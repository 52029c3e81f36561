import { zodResolver } from '@hookform/resolvers/zod';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { PortalQuote, PortalQuoteListItem } from '@shared/customer-portal/customer-portal.schemas';
import { formatMoney, fromCents, toCents } from '@shared/money';
import { portalAcceptSchema, portalDeclineSchema } from '@shared/quotes/quotes.schemas';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogHeader } from '@client/components/ui/dialog';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input, Textarea } from '@client/components/ui/input';
import { useT } from '@client/i18n/use-t';
import { useAnswerQuote } from '../api/customer-portal.api';

type DialogProps = { token: string; quote: PortalQuoteListItem; companyName: string; onClose: () => void };

/** Once accepted, a quote asking a deposit offers to pay it right away (or later, from the portal). */
function DepositOffer(props: { quote: PortalQuote; onPay: () => void; onClose: () => void }) {
  const due = fromCents(toCents(props.quote.depositAmount) - toCents(props.quote.depositPaid));
  const t = useT();
  return (
    <div className="space-y-4">
      <p className="text-sm" role="status">
        {t('customer-portal.accept.depositOffer', { number: props.quote.quoteNumber, amount: formatMoney(due) })}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={props.onClose}>
          {t('customer-portal.accept.later')}
        </Button>
        <Button onClick={props.onPay}>
          <CreditCard aria-hidden /> {t('customer-portal.accept.payNow')}
        </Button>
      </div>
    </div>
  );
}

/**
 * Accepting is signing: the customer types their name, and the sentence above the field says what that means.
 * `onPayDeposit` (when the business takes cards) is offered once a quote asking a deposit is accepted.
 */
export function AcceptQuoteDialog(props: DialogProps & { onPayDeposit?: (quote: PortalQuote) => void }) {
  const { token, quote, companyName, onClose, onPayDeposit } = props;
  const [accepted, setAccepted] = useState<PortalQuote | null>(null);
  const answer = useAnswerQuote(token, quote.id, (answered) =>
    answered?.depositPayable && onPayDeposit ? setAccepted(answered) : onClose(),
  );
  const form = useForm<z.input<typeof portalAcceptSchema>, unknown, z.output<typeof portalAcceptSchema>>({
    resolver: zodResolver(portalAcceptSchema),
    defaultValues: { signerName: '' },
  });
  const error = form.formState.errors.signerName?.message;
  const t = useT();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader
          title={t('customer-portal.accept.title', { number: quote.quoteNumber })}
          description={formatMoney(quote.amount)}
        />
        {accepted && onPayDeposit ? (
          <DepositOffer quote={accepted} onPay={() => onPayDeposit(accepted)} onClose={onClose} />
        ) : (
          <form
            noValidate
            className="space-y-4"
            onSubmit={form.handleSubmit((v) => answer.mutate({ kind: 'accept', signerName: v.signerName }))}
          >
            <p className="text-sm">
              {t('customer-portal.accept.text', {
                number: quote.quoteNumber,
                name: companyName,
                amount: formatMoney(quote.amount),
              })}
            </p>
            <Field id="signer-name" label={t('customer-portal.accept.name')} error={error}>
              <Input
                id="signer-name"
                autoComplete="name"
                {...invalidProps('signer-name', error)}
                {...form.register('signerName')}
              />
            </Field>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="outline">{t('customer-portal.cancel')}</Button>
              </DialogClose>
              <Button type="submit" disabled={answer.isPending}>
                {answer.isPending ? t('customer-portal.accept.pending') : t('customer-portal.accept.submit')}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

export function DeclineQuoteDialog({ token, quote, companyName, onClose }: DialogProps) {
  const answer = useAnswerQuote(token, quote.id, () => onClose());
  const form = useForm<z.input<typeof portalDeclineSchema>, unknown, z.output<typeof portalDeclineSchema>>({
    resolver: zodResolver(portalDeclineSchema),
    defaultValues: { reason: '' },
  });
  const error = form.formState.errors.reason?.message;
  const t = useT();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader
          title={t('customer-portal.decline.title', { number: quote.quoteNumber })}
          description={t('customer-portal.decline.text', { name: companyName })}
        />
        <form
          noValidate
          className="space-y-4"
          onSubmit={form.handleSubmit((v) => answer.mutate({ kind: 'decline', reason: v.reason }))}
        >
          <Field
            id="decline-reason"
            label={t('customer-portal.decline.reason')}
            error={error}
            hint={t('customer-portal.decline.hint')}
          >
            <Textarea id="decline-reason" {...invalidProps('decline-reason', error)} {...form.register('reason')} />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">{t('customer-portal.cancel')}</Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={answer.isPending}>
              {answer.isPending ? t('customer-portal.decline.pending') : t('customer-portal.decline.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { Invoice } from '@shared/invoices/invoices.schemas';
import { formatMoney, moneyPattern, toCents } from '@shared/money';
import type { Payment } from '@shared/payments/payments.schemas';
import { refundableOf, refundFormSchema, type RefundPaymentInput } from '@shared/payments/refunds.schemas';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogHeader } from '@client/components/ui/dialog';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input, Textarea } from '@client/components/ui/input';
import { errorMessage, fieldErrors } from '@client/lib/api';
import { formatDate } from '@client/lib/dates';
import { showFieldErrors } from '@client/lib/form-errors';
import { useT } from '@client/i18n/use-t';
import { useRefundPayment } from '../api/invoices.api';
import { paymentMethodLabel } from '../invoice-format';

/** `$12.50` for an amount the form would send, else null (nothing to say yet). */
const amountOf = (value: string | undefined) =>
  value !== undefined && moneyPattern.test(value.trim()) && toCents(value) > 0 ? formatMoney(value) : null;

/** What the refund will do, in one sentence or two: where the money goes, and what happens to the fee. */
function Consequence({
  payment,
  amount,
  customerName,
}: {
  payment: Payment;
  amount: string | null;
  customerName: string;
}) {
  const t = useT();
  if (payment.provider) {
    const last4 = payment.cardLast4 ?? '····';
    return (
      <p className="text-sm">
        {amount
          ? t('invoices.refund.toCard', { amount, last4, name: customerName })
          : t('invoices.refund.toCardWhole', { last4, name: customerName })}
      </p>
    );
  }
  const method = paymentMethodLabel(t, payment.method);
  return (
    <p className="text-sm">
      {amount
        ? t('invoices.refund.recorded', { amount, method, name: customerName })
        : t('invoices.refund.recordedWhole', { method, name: customerName })}
    </p>
  );
}

/**
 * Gives back (part of) a payment: how much (all that is left unless told) and why. Mounted for one opening: its key
 * names this attempt, so a retried submit refunds once; a refusal (nothing was done) takes a new key.
 */
export function RefundPaymentDialog(props: { invoice: Invoice; payment: Payment; onClose: () => void }) {
  const t = useT();
  const { invoice, payment } = props;
  const refund = useRefundPayment(invoice.id);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const refundable = refundableOf(payment);
  const schema = refundFormSchema(refundable);
  const form = useForm<RefundPaymentInput, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { amount: refundable, reason: '' },
  });
  const errors = form.formState.errors;
  const amount = amountOf(form.watch('amount') as string | undefined);

  const submit = form.handleSubmit((input) =>
    refund.mutate(
      { paymentId: payment.id, input, key },
      {
        onSuccess: props.onClose,
        onError: (error) => {
          // The server answered and did nothing: another try is a new attempt. Without an answer, the key stays.
          if (/^(4\d\d|502): /.test(error.message)) setKey(crypto.randomUUID());
          showFieldErrors(form.setError, error);
        },
      },
    ),
  );
  const refusal =
    refund.error && Object.keys(fieldErrors(refund.error)).length === 0 ? errorMessage(refund.error) : null;

  return (
    <Dialog open onOpenChange={(open) => !open && !refund.isPending && props.onClose()}>
      <DialogContent size="md">
        <DialogHeader
          title={t('invoices.refund.title')}
          description={t('invoices.refund.description', {
            amount: formatMoney(payment.amount),
            date: formatDate(payment.paidAt),
            number: invoice.invoiceNumber,
            refundable: formatMoney(refundable),
          })}
        />
        <form noValidate className="space-y-4" onSubmit={submit}>
          <Field id="refund-amount" label={t('invoices.refund.amount')} error={errors.amount?.message}>
            <Input
              id="refund-amount"
              inputMode="decimal"
              {...invalidProps('refund-amount', errors.amount?.message)}
              {...form.register('amount')}
            />
          </Field>
          <Field id="refund-reason" label={t('invoices.refund.reason')} error={errors.reason?.message}>
            <Textarea
              id="refund-reason"
              rows={2}
              placeholder={t('invoices.refund.reasonPlaceholder')}
              {...invalidProps('refund-reason', errors.reason?.message)}
              {...form.register('reason')}
            />
          </Field>
          <Consequence payment={payment} amount={amount} customerName={invoice.customerName} />
          {refusal && (
            <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
              {refusal}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={refund.isPending}>
                {t('invoices.refund.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={refund.isPending}>
              {refund.isPending
                ? t('invoices.refund.refunding')
                : amount
                  ? t('invoices.refund.submitAmount', { amount })
                  : t('invoices.refund.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

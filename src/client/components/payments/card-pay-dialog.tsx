import { zodResolver } from '@hookform/resolvers/zod';
import { Lock } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { formatMoney, moneyPattern, toCents } from '@shared/money';
import { paymentMessages } from '@shared/payments/payments.schemas';
import { cardPaymentMessages, type PortalPayments } from '@shared/payments/card-payments.schemas';
import { cardSchema, TEST_MODE_LABEL } from '@shared/payments/card.schemas';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogHeader } from '@client/components/ui/dialog';
import { errorMessage, fieldErrors } from '@client/lib/api';
import { useCardPayment } from '@client/lib/card-payment';
import { CardFields } from './card-fields';
import { AmountField } from './pay-amount-field';
import { useTranslateMessage } from '@client/i18n/translate-message';
import { useT } from '@client/i18n/use-t';

/**
 * What a card payment pays: where it is sent, what is read again once paid, the title, what is due (the whole of
 * it, or part of it when `partial`).
 */
export type CardPayTarget = {
  url: string;
  refresh: readonly unknown[];
  title: string;
  dueLabel: string;
  due: string;
  partial: boolean;
};

/** The pay form's values: the amount (when partial payments are allowed) and, in test mode, the card. */
function payFormSchema(payments: PortalPayments, balanceDue: string) {
  const amount = z
    .string()
    .trim()
    .refine((v) => moneyPattern.test(v), cardPaymentMessages.amountInvalid)
    .refine((v) => toCents(v) <= toCents(balanceDue), paymentMessages.overBalance)
    .refine((v) => toCents(v) === toCents(balanceDue) || toCents(v) >= 100, cardPaymentMessages.partialMinimum);
  return z.object({ amount, card: payments.mode === 'test' ? cardSchema : z.undefined().optional() });
}
export type PayFormInput = z.input<ReturnType<typeof payFormSchema>>;

/**
 * A customer's card payment: in test mode the card is typed here and charged at once; with Stripe the customer
 * continues to Stripe's own page. Either way the browser then goes where the server says (the success page).
 */
export function CardPayDialog(props: { target: CardPayTarget; payments: PortalPayments; onClose: () => void }) {
  const { target, payments } = props;
  const t = useT();
  const tm = useTranslateMessage();
  const navigate = useNavigate();
  const pay = useCardPayment(target.url, target.refresh, (result) => {
    if (result.redirectUrl.startsWith('/')) void navigate(result.redirectUrl);
    else window.location.assign(result.redirectUrl);
  });
  const schema = payFormSchema(payments, target.due);
  const form = useForm<PayFormInput, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      amount: target.due,
      ...(payments.mode === 'test' ? { card: { cardholderName: '', cardNumber: '', expiryDate: '', cvv: '' } } : {}),
    },
  });

  // The server's field messages (a card it found invalid) show beside their fields.
  useEffect(() => {
    if (!pay.error) return;
    for (const [field, message] of Object.entries(fieldErrors(pay.error))) {
      form.setError(field as keyof PayFormInput, { message });
    }
  }, [pay.error, form]);

  const submit = form.handleSubmit((values) =>
    pay.mutate({
      ...(toCents(values.amount) === toCents(target.due) ? {} : { amount: values.amount }),
      ...(values.card ? { card: values.card } : {}),
    }),
  );
  const refusal = pay.error && Object.keys(fieldErrors(pay.error)).length === 0 ? errorMessage(pay.error) : null;

  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent>
        <DialogHeader
          title={target.title}
          description={t('components.cardPay.due', { label: target.dueLabel, amount: formatMoney(target.due) })}
        />
        <form noValidate className="space-y-4" onSubmit={submit}>
          {payments.mode === 'test' && (
            <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
              {tm(TEST_MODE_LABEL)}
            </p>
          )}
          {target.partial && <AmountField form={form} balanceDue={target.due} minimum={payments.minimumPartial} />}
          {payments.mode === 'test' ? (
            <CardFields form={form} />
          ) : (
            <p className="text-sm text-muted">{t('components.cardPay.stripeNote')}</p>
          )}
          {refusal && (
            <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
              {refusal}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">{t('components.cardPay.cancel')}</Button>
            </DialogClose>
            <Button type="submit" disabled={pay.isPending}>
              <Lock aria-hidden />
              {pay.isPending
                ? t('components.cardPay.processing')
                : payments.mode === 'test'
                  ? t('components.cardPay.payNow')
                  : t('components.cardPay.continue')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

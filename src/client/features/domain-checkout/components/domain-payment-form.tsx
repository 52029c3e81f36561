import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useForm, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { formatMoney, fromCents } from '@shared/money';
import {
  domainCardFields as f,
  type DomainOrder,
  type DomainPaymentResult,
} from '@shared/storefronts/domain-checkout.schemas';
import { CardFields } from '@client/components/payments/card-fields';
import { Button } from '@client/components/ui/button';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { fieldErrors } from '@client/lib/api';
import { serverMessage } from '@client/lib/failure-toast';
import { toast } from '@client/lib/toast';
import { useT } from '@client/i18n/use-t';
import { domainOrderQuery, useProcessDomainPayment } from '../api/domain-checkout.api';
import { DOMAIN_MANAGER_PATH } from './domain-not-found';

/** The test-mode form: the shared card fields (named as the app's card form names them) and the ZIP code. */
const formSchema = z.object({
  card: z.object({ cardholderName: f.nameOnCard, cardNumber: f.cardNumber, expiryDate: f.expirationDate, cvv: f.cvv }),
  zipCode: f.zipCode,
});
type FormInput = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;

/** The API's field names (`cardDetails.*`) as the form's. */
const formFieldOf: Record<string, Path<FormInput>> = {
  'cardDetails.nameOnCard': 'card.cardholderName',
  'cardDetails.cardNumber': 'card.cardNumber',
  'cardDetails.expirationDate': 'card.expiryDate',
  'cardDetails.cvv': 'card.cvv',
  'cardDetails.zipCode': 'zipCode',
};

const blank: FormInput = { card: { cardholderName: '', cardNumber: '', expiryDate: '', cvv: '' }, zipCode: '' };

/**
 * Pay: in test mode the card form (labelled test mode) and the setup fee charged at once; with Stripe a button to its
 * page. Paid: 'Payment Successful', then the domain manager. Refused: 'Payment Failed' with the server's reason.
 */
export function DomainPaymentForm(props: { order: DomainOrder; totalCents: number; couponCode: string | null }) {
  const t = useT();
  const { order, totalCents } = props;
  const testMode = order.payments.mode === 'test';
  const navigate = useNavigate();
  const pay = useProcessDomainPayment();
  const queryClient = useQueryClient();
  const form = useForm<FormInput, unknown, FormValues>({ resolver: zodResolver(formSchema), defaultValues: blank });

  const send = (values: FormValues | null) =>
    pay.mutate(
      {
        subdomain: order.subdomain,
        amount: totalCents,
        couponCode: props.couponCode,
        ...(values
          ? {
              cardDetails: {
                cardNumber: values.card.cardNumber,
                expirationDate: values.card.expiryDate,
                cvv: values.card.cvv,
                nameOnCard: values.card.cardholderName,
                zipCode: values.zipCode,
              },
            }
          : {}),
      },
      {
        onSuccess: (result: DomainPaymentResult) => {
          if (result.redirectUrl) return window.location.assign(result.redirectUrl);
          toast.success(t('domain-checkout.paymentSuccessful'), { description: result.message });
          void navigate(DOMAIN_MANAGER_PATH);
        },
        onError: (error) => {
          toast.error(t('domain-checkout.paymentFailed'), {
            description: serverMessage(error) ?? t('domain-checkout.paymentFailedHint'),
          });
          const fields = fieldErrors(error);
          // The fee or the coupon changed meanwhile: the summary is read again, to show what is due now.
          if (fields.amount)
            void queryClient.invalidateQueries({ queryKey: domainOrderQuery(order.subdomain).queryKey });
          Object.entries(fields).forEach(([name, message], i) => {
            const field = formFieldOf[name];
            if (field) form.setError(field, { message }, { shouldFocus: i === 0 });
          });
        },
      },
    );

  const submit = testMode ? form.handleSubmit((values) => send(values)) : () => send(null);
  const zipError = form.formState.errors.zipCode?.message;
  const label = pay.isPending
    ? t('domain-checkout.processing')
    : t('domain-checkout.pay', { amount: formatMoney(fromCents(totalCents)) });

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit(e);
      }}
    >
      {testMode ? (
        <>
          <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
            {t('domain-checkout.testMode')}
          </p>
          <CardFields form={form} />
          <Field id="card-zip" label={t('domain-checkout.zip')} error={zipError}>
            <Input
              id="card-zip"
              autoComplete="postal-code"
              maxLength={10}
              {...invalidProps('card-zip', zipError)}
              {...form.register('zipCode')}
            />
          </Field>
        </>
      ) : (
        <p className="text-sm text-muted">{t('domain-checkout.stripe')}</p>
      )}
      <Button type="submit" className="w-full" disabled={pay.isPending}>
        <Lock aria-hidden />
        {label}
      </Button>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Lock } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { Company } from '@shared/company/company.schemas';
import type { MerchOrderInput } from '@shared/merch/merch.schemas';
import { CardFields } from '@client/components/payments/card-fields';
import { Button } from '@client/components/ui/button';
import { showFieldErrors } from '@client/lib/form-errors';
import { usePlaceOrder } from '../api/merch.api';
import { loadAddress, saveAddress } from '../cart/cart-store';
import { payloadFigures, type CartTotals, type PricedLine } from '../cart/cart-totals';
import { checkoutSchema, type CheckoutValues, type PaymentMode } from './checkout-values';
import { ShippingFields } from './shipping-fields';
import { useT } from '@client/i18n/use-t';

function defaults(company: Company, mode: PaymentMode): CheckoutValues {
  const saved = loadAddress(company.id);
  const blank = { name: company.name.slice(0, 120), line1: '', line2: '', city: '', state: '', postalCode: '' };
  return {
    shippingAddress: { ...blank, ...saved, country: 'US' },
    card: mode === 'test' ? { cardholderName: '', cardNumber: '', expiryDate: '', cvv: '' } : undefined,
  };
}

/** What the order sends: quantities by product, each customised product's design, the coupon, the figures shown. */
export function orderCart(lines: PricedLine[], couponCode: string | null) {
  return {
    items: Object.fromEntries(lines.map((l) => [l.slug, l.quantity])),
    customizations: Object.fromEntries(
      lines.flatMap((l) => (l.customization && l.product.customizable ? [[l.slug, l.customization]] : [])),
    ),
    couponCode,
  };
}

/**
 * The shipping address and, in test mode, the card; then Place Order. Paid at once in test mode; with Stripe the
 * browser goes on to Stripe's page and the order counts once Stripe confirms it.
 */
export function CheckoutForm(props: {
  mode: PaymentMode;
  company: Company;
  lines: PricedLine[];
  totals: CartTotals;
  couponCode: string | null;
  onPlaced: () => void;
}) {
  const t = useT();
  const { mode } = props;
  const place = usePlaceOrder();
  const schema = checkoutSchema(mode);
  const form = useForm<CheckoutValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: defaults(props.company, mode),
  });

  const submit = form.handleSubmit((values) => {
    const cart = orderCart(props.lines, props.couponCode);
    const input: MerchOrderInput = {
      ...cart,
      shippingAddress: values.shippingAddress,
      ...(values.card ? { card: values.card } : {}),
      ...payloadFigures(props.totals),
    };
    saveAddress(props.company.id, { ...values.shippingAddress, line2: values.shippingAddress.line2 ?? '' });
    place.mutate(
      { input, cart: JSON.stringify(cart) },
      {
        onSuccess: (checkout) => checkout.status === 'succeeded' && props.onPlaced(),
        onError: (error) => showFieldErrors(form.setError, error),
      },
    );
  });

  return (
    <form noValidate className="space-y-5" onSubmit={submit}>
      <ShippingFields register={form.register} errors={form.formState.errors} />
      <div className="space-y-3">
        <h3 className="text-sm font-semibold">{t('merch.checkout.payment')}</h3>
        {mode === 'test' ? (
          <>
            <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
              {t('merch.checkout.testMode')}
            </p>
            <CardFields form={form} />
          </>
        ) : (
          <p className="text-sm text-muted">{t('merch.checkout.stripeNote')}</p>
        )}
      </div>
      <Button type="submit" className="w-full" disabled={place.isPending || props.lines.length === 0}>
        <Lock aria-hidden />
        {place.isPending ? t('merch.checkout.placing') : t('merch.checkout.place')}
      </Button>
    </form>
  );
}

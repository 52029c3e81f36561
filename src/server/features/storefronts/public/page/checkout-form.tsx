import type { StorefrontPayments } from '../../../../../shared/storefronts/order.schemas';
import type { PageText } from './page-text';
import { SHOP_IDS } from './shop-texts';

type PaymentMode = NonNullable<StorefrontPayments>['mode'];

type FieldProps = {
  name: string;
  label: string;
  type?: string;
  autoComplete: string;
  max: number;
  required?: boolean;
  inputMode?: 'numeric';
  placeholder?: string;
};

/** A labelled input; its error (from the script) goes in the paragraph after it, named by aria-describedby. */
function Field(p: FieldProps) {
  const id = `checkout-${p.name}`;
  return (
    <div>
      <label htmlFor={id}>
        {p.label}
        {p.required ? ' *' : null}
      </label>
      <input
        id={id}
        name={p.name}
        type={p.type ?? 'text'}
        autoComplete={p.autoComplete}
        maxLength={p.max}
        required={p.required}
        inputMode={p.inputMode}
        placeholder={p.placeholder}
        aria-describedby={`${id}-error`}
      />
      <p id={`${id}-error`} className="field-err" />
    </div>
  );
}

/**
 * The buyer's details and, in test mode, the card (labelled as test mode); with Stripe the card is entered on
 * Stripe's page. Hidden until the cart has something in it; posted as JSON by the script.
 */
export function CheckoutForm({ mode, text }: { mode: PaymentMode; text: PageText }) {
  const { s, t } = text;
  return (
    <form id={SHOP_IDS.form} aria-labelledby="checkout-title" noValidate hidden>
      <h3 id="checkout-title">{s.checkoutTitle}</h3>
      <p className="note">{t('storefronts.form.required')}</p>
      <Field name="name" label={t('storefronts.form.name')} autoComplete="name" max={120} required />
      <Field name="email" label={t('storefronts.form.email')} type="email" autoComplete="email" max={254} required />
      <Field name="phone" label={t('storefronts.form.phone')} type="tel" autoComplete="tel" max={40} />
      <div>
        <label htmlFor="checkout-notes">{t('storefronts.form.notes')}</label>
        <textarea id="checkout-notes" name="notes" rows={3} maxLength={1000} />
      </div>
      {mode === 'test' ? (
        <fieldset className="card-fields">
          <legend>{t('storefronts.shop.testMode')}</legend>
          <Field
            name="cardholderName"
            label={t('storefronts.shop.nameOnCard')}
            autoComplete="cc-name"
            max={120}
            required
          />
          <Field
            name="cardNumber"
            label={t('storefronts.shop.cardNumber')}
            autoComplete="cc-number"
            inputMode="numeric"
            max={23}
            required
          />
          <Field
            name="expiryDate"
            label={t('storefronts.shop.expiry')}
            autoComplete="cc-exp"
            max={5}
            placeholder={t('storefronts.shop.expiryPlaceholder')}
            required
          />
          <Field
            name="cvv"
            label={t('storefronts.shop.cvv')}
            autoComplete="cc-csc"
            inputMode="numeric"
            max={4}
            required
          />
          <Field name="zip" label={t('storefronts.shop.zip')} autoComplete="postal-code" max={10} />
        </fieldset>
      ) : (
        <p className="note">{s.stripeNote}</p>
      )}
      <button className="btn submit" type="submit">
        {mode === 'test' ? s.placeOrder : s.continueToPayment}
      </button>
    </form>
  );
}

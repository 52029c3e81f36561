import { TEST_MODE_LABEL } from '../../../../../shared/payments/card.schemas';
import type { StorefrontPayments } from '../../../../../shared/storefronts/order.schemas';
import { SHOP_IDS, shopTexts as s } from './shop-texts';

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
export function CheckoutForm({ mode }: { mode: PaymentMode }) {
  return (
    <form id={SHOP_IDS.form} aria-labelledby="checkout-title" noValidate hidden>
      <h3 id="checkout-title">{s.checkoutTitle}</h3>
      <p className="note">Fields marked * are required.</p>
      <Field name="name" label="Name" autoComplete="name" max={120} required />
      <Field name="email" label="Email" type="email" autoComplete="email" max={254} required />
      <Field name="phone" label="Phone" type="tel" autoComplete="tel" max={40} />
      <div>
        <label htmlFor="checkout-notes">Notes</label>
        <textarea id="checkout-notes" name="notes" rows={3} maxLength={1000} />
      </div>
      {mode === 'test' ? (
        <fieldset className="card-fields">
          <legend>{TEST_MODE_LABEL}</legend>
          <Field name="cardholderName" label="Name on card" autoComplete="cc-name" max={120} required />
          <Field name="cardNumber" label="Card number" autoComplete="cc-number" inputMode="numeric" max={23} required />
          <Field name="expiryDate" label="Expiry (MM/YY)" autoComplete="cc-exp" max={5} placeholder="MM/YY" required />
          <Field name="cvv" label="CVV" autoComplete="cc-csc" inputMode="numeric" max={4} required />
          <Field name="zip" label="ZIP" autoComplete="postal-code" max={10} />
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

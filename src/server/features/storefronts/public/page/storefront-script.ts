import { createHash } from 'node:crypto';
import { bookingMessages } from '../../../../../shared/storefronts/booking.schemas';
import { ORDER_MAX_QUANTITY, orderMessages } from '../../../../../shared/storefronts/order.schemas';
import { storefrontMessages as m } from '../../../../../shared/storefronts/storefront-values';
import { enhanceBooking, type BookingTexts } from './booking-script';
import { enhanceCart, type CartTexts } from './cart-script';
import { enhanceCheckout, type CheckoutTexts } from './checkout-script';
import { FORM_IDS } from './lead-form';
import { showReceipt, type ReceiptTexts } from './receipt-script';
import { makeKit } from './script-kit';
import { BOOKING_IDS, SHOP_IDS, shopTexts } from './shop-texts';

type ScriptTexts = {
  ids: typeof FORM_IDS;
  missingTitle: string;
  missingText: string;
  emailInvalid: string;
  failed: string;
  sent: string;
  sending: string;
};

/**
 * Runs in the visitor's browser, served as its own source text (so it must use nothing from outside itself): the
 * lead form sent without leaving the page. The required fields are checked first ('Missing Information' in the
 * form's live region, focus on the first empty one), then the form goes to POST /api/submit-lead as JSON; the
 * answer's message shows in the same region. Without this script the form still posts as a normal form.
 */
function enhanceLeadForm(t: ScriptTexts) {
  const form = document.getElementById(t.ids.form) as HTMLFormElement | null;
  const status = document.getElementById(t.ids.status);
  if (!form || !status) return;
  const button = form.querySelector('button[type="submit"]') as HTMLButtonElement;
  const label = button.textContent;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  form.noValidate = true;

  const show = (kind: 'ok' | 'err', text: string, title?: string) => {
    status.className = `notice ${kind}`;
    status.textContent = '';
    if (title) {
      const strong = document.createElement('strong');
      strong.textContent = title;
      status.append(strong);
    }
    status.append(text);
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const value = (name: string) => field(name).value.trim();
    const required = ['name', 'email', 'phone'];
    for (const name of required) field(name).removeAttribute('aria-invalid');
    const missing = required.filter((name) => value(name) === '');
    if (missing.length > 0) {
      for (const name of missing) field(name).setAttribute('aria-invalid', 'true');
      show('err', t.missingText, t.missingTitle);
      field(missing[0]).focus();
      return;
    }
    if (field('email').validity.typeMismatch) {
      field('email').setAttribute('aria-invalid', 'true');
      show('err', t.emailInvalid);
      field('email').focus();
      return;
    }
    button.disabled = true;
    button.textContent = t.sending;
    try {
      const body: Record<string, string> = {};
      for (const name of ['name', 'email', 'phone', 'serviceRequested', 'message', 'subdomain', 'website']) {
        body[name] = name === 'message' ? field(name).value : value(name);
      }
      const response = await fetch('/api/submit-lead', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await response.json().catch(() => ({}))) as { message?: string };
      if (response.ok) {
        form.reset();
        show('ok', answer.message || t.sent);
      } else {
        // A refusal says why (a bad address, too many requests); anything else is the specification's failure.
        show('err', (response.status === 400 || response.status === 429) && answer.message ? answer.message : t.failed);
      }
    } catch {
      show('err', t.failed);
    } finally {
      button.disabled = false;
      button.textContent = label;
    }
  });
}

const texts: ScriptTexts = {
  ids: FORM_IDS,
  missingTitle: m.missingTitle,
  missingText: m.missingText,
  emailInvalid: m.emailInvalid,
  failed: m.leadFailed,
  sent: m.leadSent,
  sending: 'Sending...',
};

/** The pieces' texts, written once in the served text and handed to each (each reads the part it needs). */
const shared: ReceiptTexts &
  CheckoutTexts &
  CartTexts &
  Omit<BookingTexts, 'ids'> & { bookingIds: typeof BOOKING_IDS } = {
  ids: SHOP_IDS,
  bookingIds: BOOKING_IDS,
  s: shopTexts,
  missingTitle: m.missingTitle,
  missingText: m.missingText,
  emailInvalid: m.emailInvalid,
  outOfStock: orderMessages.outOfStock,
  maxQuantity: ORDER_MAX_QUANTITY,
  startInvalid: bookingMessages.startInvalid,
  slotTaken: bookingMessages.slotTaken,
};

/** One piece of the script: a self-contained function's source, called with the kit and the texts. */
const piece = (fn: (...args: never[]) => void, texts = 'T') => `(${fn.toString()})(kit,${texts});`;

/**
 * The script's text as served: the lead form, then the shop (the receipt and the checkout listen before the cart
 * first tells what it holds) and the booking form, each a function above called with the specification's
 * messages. Run through tsx (development), nested functions come wrapped in esbuild's `__name(fn, "name")`, which
 * keeps their names; the served text defines that helper as the identity so it runs however the server was started.
 */
export const storefrontScript = [
  '"use strict";var __name=function(f){return f};',
  `(${enhanceLeadForm.toString()})(${JSON.stringify(texts)});`,
  `(function(){var kit=(${makeKit.toString()})(),T=${JSON.stringify(shared)};`,
  piece(showReceipt),
  piece(enhanceCheckout),
  piece(enhanceCart),
  // The booking form's ids in place of the shop's.
  piece(enhanceBooking, 'Object.assign({},T,{ids:T.bookingIds})'),
  '})();\n',
].join('');

/** Where the page loads it from: the name changes with the content, so it is cached for good. */
export const storefrontScriptPath = `/landing-assets/storefront.${createHash('sha256')
  .update(storefrontScript)
  .digest('base64url')
  .slice(0, 12)}.js`;

import { createHash } from 'node:crypto';
import { bookingMessages } from '../../../../../shared/storefronts/booking.schemas';
import { ORDER_MAX_QUANTITY } from '../../../../../shared/storefronts/order.schemas';
import { answerSayer } from './answer-texts';
import { enhanceBooking } from './booking-script';
import { enhanceCart } from './cart-script';
import { enhanceCheckout } from './checkout-script';
import { FORM_IDS } from './lead-form';
import { SCRIPT_TEXTS_ID, type PageScriptTexts } from './page-text';
import { showReceipt } from './receipt-script';
import { makeKit, type ScriptKit } from './script-kit';
import { BOOKING_IDS, SHOP_IDS } from './shop-texts';

type LeadTexts = Pick<
  PageScriptTexts,
  'missingTitle' | 'missingText' | 'emailInvalid' | 'failed' | 'sent' | 'sending'
> & {
  ids: typeof FORM_IDS;
};

/**
 * Runs in the visitor's browser, served as its own source text (so it must use nothing from outside itself but the
 * kit it is handed): the lead form sent without leaving the page. The required fields are checked first ('Missing Information' in the
 * form's live region, focus on the first empty one), then the form goes to POST /api/submit-lead as JSON; the
 * answer's message shows in the same region. Without this script the form still posts as a normal form.
 */
function enhanceLeadForm(kit: ScriptKit, t: LeadTexts) {
  const form = document.getElementById(t.ids.form) as HTMLFormElement | null;
  const status = document.getElementById(t.ids.status);
  if (!form || !status) return;
  const button = form.querySelector('button[type="submit"]') as HTMLButtonElement;
  const label = button.textContent;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  form.noValidate = true;

  const show = (kind: 'ok' | 'err', text: string, title?: string) => kit.show(status, kind, text, title);

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
        show('ok', answer.message ? kit.say(answer.message) : t.sent);
      } else {
        // A refusal says why (a bad address, too many requests); anything else is the specification's failure.
        const refused = (response.status === 400 || response.status === 429) && answer.message;
        show('err', refused ? kit.say(refused) : t.failed);
      }
    } catch {
      show('err', t.failed);
    } finally {
      button.disabled = false;
      button.textContent = label;
    }
  });
}

/** What the script knows itself; the words come from the page (`scriptTextsOf`), in its language. */
const config = {
  formIds: FORM_IDS,
  ids: SHOP_IDS,
  bookingIds: BOOKING_IDS,
  maxQuantity: ORDER_MAX_QUANTITY,
  // Compared with the API's answer, which is English.
  slotTaken: bookingMessages.slotTaken,
};

/** One piece of the script: a self-contained function's source, called with the kit and the texts. */
const piece = (fn: (...args: never[]) => void, texts = 'T') => `(${fn.toString()})(kit,${texts});`;

/**
 * The script's text as served: the kit (with the page's words, read from its JSON element; without it the script
 * does nothing and the forms still post), the lead form, then the shop (the receipt and the checkout listen before
 * the cart first tells what it holds) and the booking form, each a function above called with the words. Run through
 * tsx (development), nested functions come wrapped in esbuild's `__name(fn, "name")`, which keeps their names; the
 * served text defines that helper as the identity so it runs however the server was started.
 */
export const storefrontScript = [
  '"use strict";var __name=function(f){return f};',
  `(function(){var D=document.getElementById(${JSON.stringify(SCRIPT_TEXTS_ID)});if(!D)return;`,
  `var T=Object.assign(JSON.parse(D.textContent),${JSON.stringify(config)}),`,
  `kit=(${makeKit.toString()})((${answerSayer.toString()})(T));`,
  piece(enhanceLeadForm, 'Object.assign({},T,{ids:T.formIds})'),
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

import type { ScriptKit } from './script-kit';
import type { SHOP_IDS, ShopTexts } from './shop-texts';

export type CheckoutTexts = {
  ids: typeof SHOP_IDS;
  s: ShopTexts;
  missingTitle: string;
  missingText: string;
  emailInvalid: string;
};

/**
 * Runs in the visitor's browser (its own source text: nothing from outside itself). The checkout form: the
 * required fields checked, then the cart and the buyer posted as JSON to POST /api/landing/{subdomain}/orders
 * with an Idempotency-Key: one per checkout attempt, kept when the same cart is sent again after no answer (a lost
 * connection, a server failure), a new one once the cart changes or the server has answered. Paid: the receipt
 * (receipt-script.ts); sent to the provider: its page. A refusal shows in the live region, field by field, in
 * the page's language.
 */
export function enhanceCheckout(kit: ScriptKit, t: CheckoutTexts) {
  const section = document.getElementById(t.ids.section);
  const form = document.getElementById(t.ids.form) as HTMLFormElement | null;
  const status = document.getElementById(t.ids.status);
  if (!section || !form || !status) return;
  const button = form.querySelector('button[type="submit"]') as HTMLButtonElement;
  const label = button.textContent;
  const testMode = form.elements.namedItem('cardNumber') !== null;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  const value = (name: string) => field(name).value.trim();
  const required = testMode
    ? ['name', 'email', 'cardholderName', 'cardNumber', 'expiryDate', 'cvv']
    : ['name', 'email'];
  let lines: { id: number; quantity: number }[] = [];
  let key: string | null = null;

  document.addEventListener('cart:changed', (event) => {
    lines = (event as CustomEvent<typeof lines>).detail;
    key = null;
  });

  const newKey = () =>
    Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

  /** Marks `name` invalid with `text` beside it (the message paragraph the server drew after the input). */
  const invalid = (name: string, text?: string) => {
    const input = field(name);
    if (!input) return undefined;
    input.setAttribute('aria-invalid', 'true');
    const beside = document.getElementById(`checkout-${name}-error`);
    if (beside && text) beside.textContent = text;
    return input;
  };
  const clearErrors = () => {
    for (const input of form.querySelectorAll('[aria-invalid]')) input.removeAttribute('aria-invalid');
    for (const p of form.querySelectorAll('.field-err')) p.textContent = '';
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    clearErrors();
    const missing = required.filter((name) => value(name) === '');
    if (missing.length > 0) {
      for (const name of missing) invalid(name);
      kit.show(status, 'err', t.missingText, t.missingTitle);
      field(missing[0]).focus();
      return;
    }
    if (field('email').validity.typeMismatch) {
      invalid('email', t.emailInvalid)!.focus();
      kit.show(status, 'err', t.emailInvalid);
      return;
    }
    const body = {
      items: lines.map((l) => ({ productId: l.id, quantity: l.quantity })),
      name: value('name'),
      email: value('email'),
      phone: value('phone'),
      notes: field('notes').value,
      ...(testMode
        ? {
            card: {
              cardholderName: value('cardholderName'),
              cardNumber: value('cardNumber'),
              expiryDate: value('expiryDate'),
              cvv: value('cvv'),
            },
          }
        : {}),
    };
    key ??= newKey();
    button.disabled = true;
    button.textContent = t.s.placing;
    status.className = 'notice';
    status.textContent = '';
    try {
      const url = `/api/landing/${section.dataset.subdomain}/orders`;
      const answer = await kit.call(url, { method: 'POST', body, headers: { 'Idempotency-Key': key } });
      const data = answer.data as { message?: string; fields?: Record<string, string> } & Record<string, unknown>;
      if (answer.status < 500) key = null;
      if (answer.ok && data.status === 'redirect' && typeof data.redirectUrl === 'string') {
        location.assign(data.redirectUrl);
        return;
      }
      if (answer.ok) {
        const token = String(data.receiptToken);
        history.replaceState(null, '', `?order=${encodeURIComponent(token)}`);
        form.reset();
        document.dispatchEvent(new CustomEvent('order:placed', { detail: token }));
        return;
      }
      // The server's field messages beside their fields (`card.cvv` is the cvv field), focus on the first.
      const marked = Object.entries(data.fields ?? {}).map(([path, text]) =>
        invalid(path.split('.').pop()!, kit.say(text)),
      );
      kit.show(status, 'err', data.message ? kit.say(data.message) : t.s.orderFailed);
      marked.find(Boolean)?.focus();
    } catch {
      kit.show(status, 'err', t.s.orderFailed);
    } finally {
      button.disabled = false;
      button.textContent = label;
    }
  });
}

import type { ScriptKit } from './script-kit';
import type { SHOP_IDS, ShopTexts } from './shop-texts';

export type ReceiptTexts = { ids: typeof SHOP_IDS; s: ShopTexts };

type Receipt = {
  reference: string;
  status: string;
  total: string;
  message: string;
  lines: { name: string; quantity: number; lineTotal: string }[];
};

/**
 * Runs in the visitor's browser (its own source text: nothing from outside itself). The order's receipt, from
 * GET /api/landing/{subdomain}/orders/{token}: when the page opens with `?order={token}` (back from the provider's
 * page, or a reload) and when the checkout has just been paid. Shown with focus moved to it; a paid order
 * empties the cart.
 */
export function showReceipt(kit: ScriptKit, t: ReceiptTexts) {
  const section = document.getElementById(t.ids.section);
  const box = document.getElementById(t.ids.receipt);
  const status = document.getElementById(t.ids.status);
  if (!section || !box || !status) return;
  const cents = (decimal: string) => {
    const [whole, fraction = ''] = decimal.split('.');
    return Number(whole) * 100 + Number(`${fraction}00`.slice(0, 2));
  };

  const draw = (receipt: Receipt) => {
    box.textContent = '';
    const list = kit.make('ul');
    for (const line of receipt.lines) {
      list.append(kit.make('li', '', `${line.quantity} × ${line.name}: ${kit.money(cents(line.lineTotal))}`));
    }
    box.append(
      kit.make('h3', '', t.s.receiptTitle),
      kit.make('p', 'notice ok', kit.say(receipt.message)),
      kit.make('p', 'note', kit.fill(t.s.order, { reference: receipt.reference })),
      list,
      kit.make('p', 'rate', `${t.s.total}: ${kit.money(cents(receipt.total))}`),
    );
    box.hidden = false;
    box.focus();
  };

  const load = async (token: string) => {
    try {
      const answer = await kit.call(`/api/landing/${section.dataset.subdomain}/orders/${encodeURIComponent(token)}`);
      if (!answer.ok) {
        const message = answer.data.message as string | undefined;
        kit.show(status, 'err', message ? kit.say(message) : t.s.receiptFailed);
        return;
      }
      const receipt = answer.data as unknown as Receipt;
      if (receipt.status === 'paid' || receipt.status === 'fulfilled') document.dispatchEvent(new Event('cart:clear'));
      draw(receipt);
    } catch {
      kit.show(status, 'err', t.s.receiptFailed);
    }
  };

  document.addEventListener('order:placed', (event) => void load((event as CustomEvent<string>).detail));
  const token = new URLSearchParams(location.search).get('order');
  if (token) void load(token);
}

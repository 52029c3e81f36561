import type { ScriptKit } from './script-kit';
import type { SHOP_IDS, ShopTexts } from './shop-texts';

export type CartTexts = {
  ids: typeof SHOP_IDS;
  s: ShopTexts;
  outOfStock: string;
  maxQuantity: number;
};

type Line = { id: number; quantity: number };

/**
 * Runs in the visitor's browser (its own source text: nothing from outside itself). The cart: Add to cart adds one,
 * quantities change or remove a line (0 removes it), the subtotal follows in cents; kept in sessionStorage per
 * storefront so a reload keeps it. Checkout (checkout-script.ts) reads and clears it through the `cart` events.
 */
export function enhanceCart(kit: ScriptKit, t: CartTexts) {
  const section = document.getElementById(t.ids.section);
  const box = document.getElementById(t.ids.lines);
  const form = document.getElementById(t.ids.form);
  if (!section || !box || !form) return;
  const linesBox: HTMLElement = box;
  const said = document.getElementById(t.ids.cartStatus)!;
  const subtotal = document.getElementById(t.ids.subtotal)!;
  const heading = document.getElementById('cart-title')!;
  heading.tabIndex = -1;
  const storeKey = `crewdesk-cart:${section.dataset.subdomain}`;

  type Product = { name: string; cents: number; max: number };
  const products = new Map<number, Product>();
  for (const button of section.querySelectorAll<HTMLButtonElement>('[data-add]')) {
    const left = button.dataset.left === undefined ? t.maxQuantity : Number(button.dataset.left);
    const product = {
      name: button.dataset.name!,
      cents: Number(button.dataset.cents),
      max: Math.min(left, t.maxQuantity),
    };
    products.set(Number(button.dataset.add), product);
  }

  const read = (): Line[] => {
    try {
      const kept = JSON.parse(sessionStorage.getItem(storeKey) || '[]') as Line[];
      return kept.filter((l) => products.has(l.id) && l.quantity > 0);
    } catch {
      return [];
    }
  };
  let lines = read().map((l) => ({ id: l.id, quantity: Math.min(l.quantity, products.get(l.id)!.max) }));

  const announce = (text: string) => {
    said.textContent = text;
  };

  /** Tells the checkout (checkout-script.ts) what the cart holds now. */
  const tell = () => document.dispatchEvent(new CustomEvent('cart:changed', { detail: lines }));
  const save = () => {
    sessionStorage.setItem(storeKey, JSON.stringify(lines));
    tell();
  };

  const render = () => {
    linesBox.textContent = '';
    let cents = 0;
    if (lines.length === 0) linesBox.append(kit.make('p', 'note', t.s.cartEmpty));
    const list = kit.make('ul');
    for (const line of lines) {
      const product = products.get(line.id)!;
      cents += product.cents * line.quantity;
      const item = kit.make('li');
      const name = kit.make('span', '', product.name);
      name.id = `cart-name-${line.id}`;
      const label = kit.make('label', 'sr', kit.fill(t.s.quantityOf, { name: product.name })) as HTMLLabelElement;
      const input = kit.make('input') as HTMLInputElement;
      Object.assign(input, { type: 'number', min: '0', max: String(product.max), value: String(line.quantity) });
      input.id = label.htmlFor = `cart-qty-${line.id}`;
      input.addEventListener('change', () => setQuantity(line.id, Math.floor(Number(input.value) || 0)));
      const remove = kit.make('button', 'link', t.s.remove) as HTMLButtonElement;
      remove.type = 'button';
      remove.setAttribute('aria-describedby', name.id);
      remove.addEventListener('click', () => setQuantity(line.id, 0));
      item.append(name, label, input, kit.make('strong', '', kit.money(product.cents * line.quantity)), remove);
      list.append(item);
    }
    if (lines.length > 0) linesBox.append(list);
    subtotal.textContent = kit.money(cents);
    form.hidden = lines.length === 0;
  };

  function setQuantity(id: number, wanted: number) {
    const product = products.get(id)!;
    const quantity = Math.min(wanted, product.max);
    const focused = linesBox.contains(document.activeElement) ? document.activeElement!.id : undefined;
    if (wanted > product.max) announce(kit.fill(t.outOfStock, { count: product.max, name: product.name }));
    if (quantity <= 0) {
      lines = lines.filter((l) => l.id !== id);
      announce(kit.fill(t.s.removed, { name: product.name }));
    } else if (lines.some((l) => l.id === id)) {
      lines = lines.map((l) => (l.id === id ? { id, quantity } : l));
    } else {
      lines = [...lines, { id, quantity }];
    }
    save();
    render();
    // The lines are drawn again: focus stays on the same control, or on the cart's heading when its line went.
    if (focused !== undefined) (document.getElementById(focused) ?? heading).focus();
  }

  section.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('[data-add]');
    if (!button) return;
    const id = Number(button.dataset.add);
    const had = lines.find((l) => l.id === id)?.quantity ?? 0;
    setQuantity(id, had + 1);
    if (had < products.get(id)!.max) announce(kit.fill(t.s.added, { name: products.get(id)!.name }));
  });
  // Paid: the cart is done with.
  document.addEventListener('cart:clear', () => {
    lines = [];
    sessionStorage.removeItem(storeKey);
    render();
    tell();
  });
  render();
  tell();
}

/** Money travels as decimal strings ("1234.50") and is computed in integer cents, never binary floats. */
export const moneyPattern = /^\d{1,8}(\.\d{1,2})?$/;

export function toCents(value: string | number): number {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const negative = text.startsWith('-');
  const [whole, fraction = ''] = text.replace(/^[-+]/, '').split('.');
  const cents = Number(whole || '0') * 100 + Number((fraction + '00').slice(0, 2));
  return negative ? -cents : cents;
}

export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

// Made on first use: setting up a currency format costs a slow phone tens of milliseconds, spent otherwise while
// the module loads, with the page's first code, whether it shows an amount yet or not.
let usd: Intl.NumberFormat | undefined;

/** `$1,234.50` */
export function formatMoney(value: string | number): string {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usd.format(toCents(value) / 100);
}

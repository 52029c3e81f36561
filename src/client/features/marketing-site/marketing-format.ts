import { groupDigits } from '@shared/money';

/** "2.90" -> "2.9%", "3.00" -> "3%", "10" -> "10%": a percent as a person writes it. */
export function formatPercent(value: string): string {
  const text = value.trim();
  const trimmed = text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
  return `${trimmed || '0'}%`;
}

/** "39.00" -> "$39", "19.99" -> "$19.99", "1250" -> "$1,250". */
export function formatPlanPrice(value: string): string {
  const [whole, fraction = ''] = value.trim().split('.');
  const dollars = groupDigits(Number(whole));
  const cents = fraction.padEnd(2, '0').slice(0, 2);
  return cents === '00' ? `$${dollars}` : `$${dollars}.${cents}`;
}

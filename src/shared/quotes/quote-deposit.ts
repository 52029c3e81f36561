// A quote's deposit, with no zod: the server stores it, the form shows it live, the portal offers to pay it.
import { toCents } from '../money';

export const DEPOSIT_TYPES = ['percent', 'fixed'] as const;
export type DepositType = (typeof DEPOSIT_TYPES)[number];

export const depositMessages = {
  typeInvalid: 'Deposit must be none, a percentage or a fixed amount',
  valueRequired: 'Please enter the deposit',
  percentRange: 'The deposit percentage must be between 1 and 100',
  fixedInvalid: 'Please enter the deposit as an amount like 50.00',
  fixedTooSmall: 'The deposit must be at least $0.01',
  overAmount: "The deposit cannot be more than the quote's amount",
} as const;

const percentPattern = /^\d{1,3}(\.\d{1,2})?$/;
const fixedPattern = /^\d{1,8}(\.\d{1,2})?$/;

/**
 * What is wrong with a deposit for a quote of `amount`, or undefined when it is fine (or there is none). The
 * server asks it of the amount it computed; the form of the total it shows.
 */
export function depositIssue(type: DepositType | null, value: string | null, amount: string): string | undefined {
  if (type === null) return undefined;
  if (value === null || value === '') return depositMessages.valueRequired;
  if (type === 'percent') {
    if (!percentPattern.test(value)) return depositMessages.percentRange;
    const hundredths = toCents(value);
    return hundredths < 100 || hundredths > 10_000 ? depositMessages.percentRange : undefined;
  }
  if (!fixedPattern.test(value)) return depositMessages.fixedInvalid;
  if (toCents(value) < 1) return depositMessages.fixedTooSmall;
  return toCents(value) > toCents(amount) ? depositMessages.overAmount : undefined;
}

/**
 * The deposit in cents for a quote of `amount`: the percentage of it rounded to the cent (half up), or the fixed
 * sum; 0 without one.
 */
export function depositCents(type: DepositType | null, value: string | null, amount: string): number {
  if (type === null || value === null || value === '') return 0;
  if (type === 'fixed') return toCents(value);
  return Math.round((toCents(amount) * toCents(value)) / 10_000);
}

/** A percentage deposit as people write it (`25%`, `12.5%`); null for a fixed one or none. */
export function depositPercentLabel(type: DepositType | null, value: string | null) {
  if (type !== 'percent' || value === null) return null;
  const trimmed = value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
  return `${trimmed}%`;
}

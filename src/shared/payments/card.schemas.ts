import { z } from '../zod';

/** Test mode: every screen that takes a card says so. */
export const TEST_MODE_LABEL = 'Test mode: no real money moves';

export const cardMessages = {
  nameRequired: 'Please enter the name on the card',
  numberInvalid: 'Please enter a valid card number',
  expiryInvalid: 'Please enter the expiry as MM/YY',
  expired: 'This card has expired',
  cvvInvalid: 'Please enter the 3 or 4 digit security code',
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
} as const;

/** Luhn's check digit: catches a mistyped digit or two swapped ones. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

export function cardBrandOf(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/** "12/29" is usable until the last day of December 2029; `today` is the caller's (UTC on the server). */
export function expiryIsPast(expiry: string, today: Date): boolean {
  const [mm, yy] = expiry.split('/').map(Number);
  const year = 2000 + yy;
  return year < today.getUTCFullYear() || (year === today.getUTCFullYear() && mm < today.getUTCMonth() + 1);
}

/**
 * A card as the test-mode form sends it. Spaces and dashes in the number are ignored. The expiry is checked
 * against the day it is parsed.
 */
export const cardSchema = z.object({
  cardholderName: z.string().trim().min(1, cardMessages.nameRequired).max(120, cardMessages.nameRequired),
  cardNumber: z
    .string({ error: cardMessages.numberInvalid })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .refine((v) => /^\d{12,19}$/.test(v) && passesLuhn(v), cardMessages.numberInvalid),
  expiryDate: z
    .string({ error: cardMessages.expiryInvalid })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, cardMessages.expiryInvalid)
    .refine((v) => !expiryIsPast(v, new Date()), cardMessages.expired),
  cvv: z
    .string({ error: cardMessages.cvvInvalid })
    .trim()
    .regex(/^\d{3,4}$/, cardMessages.cvvInvalid),
});
export type CardInput = z.input<typeof cardSchema>;
export type Card = z.output<typeof cardSchema>;

export const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** `Visa ending in 4242`: all that is ever shown of a card; null without one. */
export function describeCard(brand: string | null, last4: string | null): string | null {
  if (!last4) return null;
  return `${brand ? (BRAND_NAMES[brand] ?? brand) : 'Card'} ending in ${last4}`;
}

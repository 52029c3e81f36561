import { randomBytes } from 'node:crypto';
import { cardBrandOf, cardMessages } from '../../../shared/payments/card.schemas';
import type { TestPaymentProvider } from './provider';

/** The well-known test numbers that fail, and how. Any other valid number succeeds. */
const FAILING_CARDS: Record<string, string> = {
  '4000000000000002': cardMessages.declined,
  '4000000000009995': cardMessages.insufficientFunds,
};

/** Saved, then refused at every charge: Stripe's test card for a renewal that fails. */
const FAILS_WHEN_CHARGED = '4000000000000341';
const FAILING_TOKEN_MARK = 'chargefails_';

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/**
 * The offline provider of a fresh machine: accounts are verified at once and cards are charged in memory. It sees
 * the card number only to decide the outcome; what leaves it is the brand and last four digits.
 */
export function createTestProvider(): TestPaymentProvider {
  return {
    kind: 'test',
    async createAccount() {
      return {
        accountId: newId('acct'),
        status: 'verified',
        capabilities: ['card_payments', 'transfers'],
        requirementsStatus: 'complete',
      };
    },
    async onboardingLink() {
      return null;
    },
    async charge({ card, amountCents }) {
      const cardBrand = cardBrandOf(card.cardNumber);
      const cardLast4 = card.cardNumber.slice(-4);
      const failure = FAILING_CARDS[card.cardNumber];
      if (failure) return { ok: false, message: failure, cardBrand, cardLast4 };
      return { ok: true, paymentId: newId('pay'), amountCents, cardBrand, cardLast4 };
    },
    async saveCard({ card }) {
      const cardBrand = cardBrandOf(card.cardNumber);
      const cardLast4 = card.cardNumber.slice(-4);
      const failure = FAILING_CARDS[card.cardNumber];
      if (failure) return { ok: false, message: failure, cardBrand, cardLast4 };
      // The reference carries what the card will do, so that charging it later needs no memory of it here.
      const mark = card.cardNumber === FAILS_WHEN_CHARGED ? FAILING_TOKEN_MARK : '';
      return { ok: true, token: newId(`pm_${mark}${cardBrand}_${cardLast4}`), cardBrand, cardLast4 };
    },
    async chargeSaved({ token, amountCents }) {
      const [, marked, brand, last4] = /^pm_(chargefails_)?([a-z]+)_(\d{4})_test_/.exec(token) ?? [];
      if (!brand) return { ok: false, message: cardMessages.declined, cardBrand: 'unknown', cardLast4: '0000' };
      if (marked) return { ok: false, message: cardMessages.declined, cardBrand: brand, cardLast4: last4 };
      return { ok: true, paymentId: newId('pay'), amountCents, cardBrand: brand, cardLast4: last4 };
    },
    async refund() {
      return { refundId: newId('re') };
    },
  };
}

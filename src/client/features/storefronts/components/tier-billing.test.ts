import { describe, expect, it } from 'vitest';
import type { TierSubscription } from '@shared/storefronts/tier.schemas';
import { tierBillingSentence } from './tier-billing';

const billing = (overrides: Partial<TierSubscription>): TierSubscription => ({
  tierName: 'pro',
  status: 'trialing',
  trialEndsAt: '2026-12-20T03:00:00.000Z',
  currentPeriodEnd: '2026-12-20T03:00:00.000Z',
  cancelAtPeriodEnd: false,
  monthlyPrice: '39.99',
  card: { brand: 'visa', last4: '4242' },
  planCardOnFile: false,
  paymentMode: 'stripe',
  online: true,
  ...overrides,
});

describe('tierBillingSentence', () => {
  it('says when a trial is charged, and that a cancelled one ends with the trial charging nothing', () => {
    expect(tierBillingSentence(billing({}))).toMatch(
      /^Free trial until Dec 20, 2026; then \$39\.99 a month to your Visa/,
    );
    expect(tierBillingSentence(billing({ cancelAtPeriodEnd: true }))).toBe(
      'Your tier ends with its free trial on Dec 20, 2026; nothing will be charged.',
    );
  });

  it('says when the trial ended, for a storefront kept online without a tier (the demo business)', () => {
    expect(tierBillingSentence(billing({ status: 'none', trialEndsAt: '2020-01-10T03:00:00.000Z' }))).toBe(
      "Your storefront's free trial ended on Jan 10, 2020. Choose a tier to keep it going.",
    );
  });

  it('says the page is offline once the trial is over without a tier paid for', () => {
    expect(tierBillingSentence(billing({ status: 'none', online: false }))).toBe(
      "Your storefront's free trial ended on Dec 20, 2026: its page is offline until you choose a tier.",
    );
    expect(tierBillingSentence(billing({ status: 'canceled', online: false }))).toBe(
      "Your tier subscription has ended: your storefront's page is offline until you choose a tier.",
    );
    expect(tierBillingSentence(billing({ status: 'past_due', online: false }))).toMatch(
      /offline until one goes through/,
    );
  });
});

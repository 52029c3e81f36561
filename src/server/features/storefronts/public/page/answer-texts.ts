import { bookingMessages as bm } from '../../../../../shared/storefronts/booking.schemas';
import { orderMessages as om } from '../../../../../shared/storefronts/order.schemas';
import { storefrontMessages as sm } from '../../../../../shared/storefronts/storefront-values';
import { cardPaymentMessages } from '../../../../../shared/payments/card-payments.schemas';
import { cardMessages } from '../../../../../shared/payments/card.schemas';
import { NUL_MESSAGE } from '../../../../../shared/text';
import { GENERIC_FAILURE } from '../../../../lib/error-handler';
import type { Translate } from '../storefront-text';

/**
 * The API's answers (`{ message }`, `{ fields }`) stay English, the API's language; the page shows them in the
 * business's language. Each is found by its English text, or (a text made with values) by its English template.
 */
export type Answers = {
  /** English text -> the text in the page's language: only those that differ (none on an English page). */
  answers: Record<string, string>;
  /** English template -> the template in the page's language: `Only {count} left of {name}`. */
  patterns: [string, string][];
};

/** Which part of the page shows them: the request form, the shop (checkout, receipt), the booking form. */
export type AnswerGroup = 'lead' | 'shop' | 'booking';

/** A template's `{name}`s kept as they are: the page's script fills them in. */
const kept = (...names: string[]) => Object.fromEntries(names.map((n) => [n, `{${n}}`]));

function pairsOf(t: Translate): Record<AnswerGroup, [string, string][]> {
  const common: [string, string][] = [
    [sm.missingTitle, t('storefronts.answer.missingTitle')],
    [sm.missingText, t('storefronts.answer.missingText')],
    [sm.emailInvalid, t('storefronts.answer.emailInvalid')],
    [sm.pageNotFound, t('storefronts.answer.pageNotFound')],
    [NUL_MESSAGE, t('storefronts.answer.nul')],
    [GENERIC_FAILURE, t('storefronts.answer.generic')],
  ];
  return {
    lead: [
      ...common,
      [sm.leadFailed, t('storefronts.answer.leadFailed')],
      [sm.leadSent, t('storefronts.answer.leadSent')],
      [sm.leadRateLimited, t('storefronts.answer.rateLimited')],
    ],
    shop: [
      ...common,
      [om.cartEmpty, t('storefronts.shop.cartEmpty')],
      [om.quantityInvalid, t('storefronts.answer.quantityInvalid')],
      [om.productNotFound, t('storefronts.answer.productNotFound')],
      [om.notSetUp, t('storefronts.answer.notSetUp')],
      [om.rateLimited, t('storefronts.answer.ordersLimited')],
      [om.orderNotFound, t('storefronts.answer.orderNotFound')],
      [om.paid, t('storefronts.answer.paid')],
      [om.pending, t('storefronts.answer.pending')],
      [om.failed, t('storefronts.answer.notPaid')],
      [om.cancelled, t('storefronts.answer.cancelled')],
      [om.totalTooLarge, t('storefronts.answer.totalTooLarge')],
      [cardPaymentMessages.cardRequired, t('storefronts.answer.cardRequired')],
      [cardMessages.nameRequired, t('storefronts.answer.cardName')],
      [cardMessages.numberInvalid, t('storefronts.answer.cardNumber')],
      [cardMessages.expiryInvalid, t('storefronts.answer.cardExpiry')],
      [cardMessages.expired, t('storefronts.answer.cardExpired')],
      [cardMessages.cvvInvalid, t('storefronts.answer.cardCvv')],
      [cardMessages.declined, t('storefronts.answer.cardDeclined')],
      [cardMessages.insufficientFunds, t('storefronts.answer.cardFunds')],
    ],
    booking: [
      ...common,
      [sm.leadRateLimited, t('storefronts.answer.rateLimited')],
      [bm.bookingOff, t('storefronts.answer.bookingOff')],
      [bm.slotTaken, t('storefronts.answer.slotTaken')],
      [bm.startInvalid, t('storefronts.answer.startInvalid')],
      [bm.serviceNotFound, t('storefronts.answer.serviceNotFound')],
      [bm.confirmed, t('storefronts.answer.confirmed')],
      [bm.waiting, t('storefronts.answer.waiting')],
    ],
  };
}

const patternsOf = (t: Translate): [string, string][] => [
  [om.outOfStock, t('storefronts.shop.outOfStock', kept('count', 'name'))],
  ['Must be at most {max} characters', t('storefronts.answer.tooLong', kept('max'))],
];

/** The answers the parts `groups` of a page show, in the language of `t`. */
export function answersIn(t: Translate, groups: AnswerGroup[]): Answers {
  const pairs = pairsOf(t);
  const answers: Record<string, string> = {};
  for (const group of groups) for (const [english, text] of pairs[group]) if (english !== text) answers[english] = text;
  return { answers, patterns: patternsOf(t).filter(([english, text]) => english !== text) };
}

/**
 * How an answer reads in the page's language (the text itself when it is not known). Self-contained: the page's
 * script runs its source text in the browser, and the server draws the form's refusals with it.
 */
export function answerSayer(a: Answers) {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const matchers = a.patterns.map(([english, text]) => {
    const parts = english.split(/\{(\w+)\}/);
    const names = parts.filter((_, i) => i % 2 === 1);
    const source = parts.map((part, i) => (i % 2 === 1 ? '(.+?)' : escape(part))).join('');
    return { regex: new RegExp(`^${source}$`), names, text };
  });
  return (text: string): string => {
    if (Object.prototype.hasOwnProperty.call(a.answers, text)) return a.answers[text]!;
    for (const m of matchers) {
      const found = m.regex.exec(text);
      if (found) return m.text.replace(/\{(\w+)\}/g, (all, name: string) => found[m.names.indexOf(name) + 1] ?? all);
    }
    return text;
  };
}

export type Say = ReturnType<typeof answerSayer>;

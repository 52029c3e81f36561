import type { Translate } from '../storefront-text';

/** Ids the page's script finds the shop and the booking form by (cart-script.ts, booking-script.ts). */
export const SHOP_IDS = {
  section: 'products',
  cart: 'cart',
  lines: 'cart-lines',
  subtotal: 'cart-subtotal',
  cartStatus: 'cart-status',
  form: 'checkout-form',
  status: 'order-status',
  receipt: 'receipt',
} as const;

export const BOOKING_IDS = {
  section: 'book',
  form: 'booking-form',
  day: 'booking-day',
  slots: 'booking-slots',
  status: 'booking-status',
} as const;

/** `{name}` kept in a text for the script to fill in. */
const name = { name: '{name}' };

/** The shop's and the booking form's words in the language of `t`, drawn by the server and written by the script. */
export const shopTextsIn = (t: Translate) => ({
  productsTitle: t('storefronts.shop.productsTitle'),
  addToCart: t('storefronts.shop.addToCart'),
  soldOut: t('storefronts.shop.soldOut'),
  noPayments: t('storefronts.shop.noPayments'),
  cartTitle: t('storefronts.shop.cartTitle'),
  cartEmpty: t('storefronts.shop.cartEmpty'),
  subtotal: t('storefronts.shop.subtotal'),
  quantityOf: t('storefronts.shop.quantityOf', name),
  remove: t('storefronts.shop.remove'),
  added: t('storefronts.shop.added', name),
  removed: t('storefronts.shop.removed', name),
  checkoutTitle: t('storefronts.shop.checkoutTitle'),
  placeOrder: t('storefronts.shop.placeOrder'),
  continueToPayment: t('storefronts.shop.continueToPayment'),
  stripeNote: t('storefronts.shop.stripeNote'),
  placing: t('storefronts.shop.placing'),
  orderFailed: t('storefronts.shop.orderFailed'),
  receiptTitle: t('storefronts.shop.receiptTitle'),
  receiptFailed: t('storefronts.shop.receiptFailed'),
  order: t('storefronts.shop.order', { reference: '{reference}' }),
  total: t('storefronts.shop.total'),
  bookTitle: t('storefronts.booking.title'),
  bookIntro: t('storefronts.booking.intro'),
  anyService: t('storefronts.booking.anyService'),
  chooseDay: t('storefronts.booking.chooseDay'),
  chooseTime: t('storefronts.booking.chooseTime'),
  noTimes: t('storefronts.booking.noTimes'),
  noDays: t('storefronts.booking.noDays'),
  book: t('storefronts.booking.book'),
  booking: t('storefronts.booking.booking'),
  bookFailed: t('storefronts.booking.failed'),
  needsScript: t('storefronts.booking.needsScript'),
});

export type ShopTexts = ReturnType<typeof shopTextsIn>;

import { orderMessages } from '../../../../../shared/storefronts/order.schemas';

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

/** The shop's and the booking form's words, drawn by the server and written by the script alike. */
export const shopTexts = {
  productsTitle: 'Products',
  addToCart: 'Add to cart',
  soldOut: 'Sold out',
  left: 'Only {count} left',
  noPayments: 'Want one? Send us a request below and we will get back to you.',
  cartTitle: 'Your cart',
  cartEmpty: orderMessages.cartEmpty,
  subtotal: 'Subtotal',
  quantityOf: 'Quantity of {name}',
  remove: 'Remove',
  added: '{name} added to your cart',
  removed: '{name} removed from your cart',
  checkoutTitle: 'Checkout',
  placeOrder: 'Place Order',
  continueToPayment: 'Continue to payment',
  stripeNote: "You will enter your card on Stripe's secure payment page.",
  placing: 'Processing...',
  orderFailed: 'Failed to place order. Please try again.',
  receiptTitle: 'Your receipt',
  receiptFailed: 'We could not load your receipt. Please reload the page.',
  total: 'Total',
  bookTitle: 'Book a Visit',
  bookIntro: 'Choose a service, a day and a free time.',
  anyService: 'Any service',
  chooseDay: 'Choose a day',
  chooseTime: 'Choose a day to see the free times.',
  noTimes: 'No free times that day. Please choose another day.',
  noDays: 'No free times in the next 14 days. Please send a request instead.',
  loading: 'Loading...',
  book: 'Book',
  booking: 'Booking...',
  bookFailed: 'Failed to book the visit. Please try again.',
  needsScript: 'Booking online needs JavaScript. Please send a request below instead.',
} as const;

/** `{name}` and `{count}` in a text filled in. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/** The store's constants, statuses and messages: what the server and the screens say alike. */
export const MERCH_CATEGORIES = ['cards', 'signs', 'apparel', 'promotional'] as const;
export type MerchCategory = (typeof MERCH_CATEGORIES)[number];
/** The category filter: every category, or one. */
export const MERCH_CATEGORY_FILTERS = ['all', ...MERCH_CATEGORIES] as const;
export const MERCH_SORTS = ['name', 'price', 'rating'] as const;
/** What the customisation's live preview draws the design on. */
export const MERCH_PREVIEW_SHAPES = ['card', 'sign', 'shirt', 'bottle', 'magnet', 'keychain'] as const;

/**
 * pending: waiting for the provider's confirmation; paid; in_production; shipped (with its tracking number);
 * delivered; cancelled (refunded when it had been paid).
 */
export const MERCH_ORDER_STATUSES = ['pending', 'paid', 'in_production', 'shipped', 'delivered', 'cancelled'] as const;
export type MerchOrderStatus = (typeof MERCH_ORDER_STATUSES)[number];
/** Where the administrator may move an order from each status. */
export const MERCH_ORDER_TRANSITIONS: Record<MerchOrderStatus, readonly MerchOrderStatus[]> = {
  pending: ['cancelled'],
  paid: ['in_production', 'shipped', 'cancelled'],
  in_production: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** The most of one product in one order, and the most lines of customisation text. */
export const MERCH_MAX_QUANTITY = 999;
export const MERCH_MAX_TEXT_LINES = 3;
export const MERCH_TEXT_LINE_MAX = 60;

export const merchMessages = {
  // 2-commercial.md: the page's texts and toasts.
  searchPlaceholder: 'Search products...',
  noProducts: 'No products found',
  orderFailed: 'Failed to place order',
  // Ours.
  orderPlaced: 'Order placed',
  orderPlacedDescription: (orderNumber: string) => `Order ${orderNumber} is paid and on its way to production.`,
  emptyCart: 'Your cart is empty',
  unknownProduct: (id: string) => `Product ${id} is not in the catalogue`,
  quantity: `Quantity must be a whole number from 1 to ${MERCH_MAX_QUANTITY}`,
  notCustomizable: (name: string) => `${name} cannot be customised`,
  shippingRequired: 'A shipping address is required',
  nameRequired: 'Please enter the name to ship to',
  line1Required: 'Please enter the street address',
  cityRequired: 'Please enter the city',
  stateRequired: 'Please enter the state',
  postalCodeInvalid: 'Please enter a valid ZIP code',
  colorInvalid: 'Please choose a colour as #RRGGBB',
  logoInvalid: 'The logo must be one of your uploaded pictures',
  textLines: `At most ${MERCH_MAX_TEXT_LINES} lines of text`,
  textLine: `Each line of text is at most ${MERCH_TEXT_LINE_MAX} characters`,
  keyRequired: 'An Idempotency-Key header is required to place an order',
  keyUsed: 'This idempotency key was used for another order',
  orderNotFound: 'Order not found',
  // Ours: the owner's orders (placing again with a spent key, giving up a pending order, the paid notice).
  keyCancelled: (orderNumber: string) => `Order ${orderNumber} was cancelled: place the order again to pay for it`,
  notCancellable: (orderNumber: string, status: string) =>
    `Order ${orderNumber} is ${status} and can no longer be cancelled`,
  paidTitle: (orderNumber: string) => `Order ${orderNumber} is paid`,
  productNotFound: 'Product not found',
  badTransition: (from: string, to: string) => `An order that is ${from} cannot be moved to ${to}`,
  trackingRequired: 'A tracking number is required to mark the order shipped',
  carrierRequired: 'Please enter the carrier',
  shippedTitle: (orderNumber: string) => `Order ${orderNumber} has shipped`,
  // Ours: the administrator's catalogue and fulfilment.
  slugTaken: 'Another product already uses this slug',
  deliveredTitle: (orderNumber: string) => `Order ${orderNumber} was delivered`,
  cancelledTitle: (orderNumber: string) => `Order ${orderNumber} was cancelled`,
} as const;

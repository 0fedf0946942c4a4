/**
 * The texts of checkout and the doctor's orders (docs/product.md, Messages), apart from
 * messages.ts: a module of their own, so they ship with the checkout and order screens, not in the
 * first-load JavaScript of every page.
 */

export const checkoutMessages = {
  /** Lines asking for more of a product than is left (issue 19): the checkout waits for a lower quantity. */
  lowerQuantity: (lines: number) =>
    `Lower the quantity of the ${lines === 1 ? 'item' : 'items'} marked below in your cart to continue.`,
  showSummary: 'Show order summary',
  hideSummary: 'Hide order summary',
  approvalPending:
    'Your account is pending admin approval. You can add items to cart but cannot complete purchases until approved.',
  checkoutLocked: 'Checkout Locked - Approval Pending',
  unavailableFallback: 'Unable to proceed with checkout at this time.',
  checkoutUnavailable: 'Checkout Unavailable',
  accountDisabled: 'Your account has been disabled. Please contact support.',
  /** A lapsed licence (issue 20): what to do about it. */
  licenceExpired: (expiryDate: string) =>
    `Your medical license expired on ${expiryDate}. Upload your renewed license on your account page; you can order again as soon as an administrator approves it.`,
  /** The link from a lapsed licence's notice to the account page's renewal form. */
  renewLicence: 'Renew your license',
  licenceRenewalPending:
    'Your license renewal is under review. You can order again as soon as an administrator approves it.',
  adminCheckoutSoon: 'Admin checkout functionality coming soon!',
  /** Issue 39: an owner's suspension suspends their practice (docs/decisions/054). */
  practiceSuspended:
    'Your practice’s account is suspended while its owner’s account is suspended, so no one in it can place or sign off orders. Please contact support.',
  bookkeeperCannotOrder:
    'As the practice’s bookkeeper you can read its orders, invoices and statements, but not place orders.',
  guestNotice: 'You can add items to cart as a guest, but need to log in to complete your purchase.',
} as const;

/** The checkout form's field messages (docs/product.md, Checkout) and the submission's outcomes. */
export const checkoutFieldMessages = {
  poNumberFormat: 'PO number must be text',
  poNumberTooLong: 'PO number must be at most 35 characters',
  poNumberRequired: 'Enter your practice’s purchase-order (PO) number',
  doctorName: 'Doctor name is required',
  doctorEmail: 'Valid email is required',
  doctorPhone: 'Valid phone number is required',
  street: 'Street address is required',
  city: 'City is required',
  state: 'State is required',
  zipCode: 'Valid ZIP code is required',
  country: 'Country is required',
  bankName: 'Bank name is required',
  accountNumber: 'Account number must be at least 8 digits',
  routingNumber: 'Routing number must be at least 9 digits',
  routingNumberInvalid: 'This routing number is not valid; please check it',
  accountType: 'Please select an account type',
  cardNumber: 'Card number must be at least 16 digits',
  cardNumberInvalid: 'This card number is not valid; please check it',
  cardNumberAmex: 'American Express card numbers have 15 digits',
  expiryMonth: 'Enter the month as MM (01-12)',
  expiryYear: 'Enter the year as YYYY',
  cardExpired: 'This card has expired',
  expiryTooFar: (years: number) => `Enter an expiry year at most ${years} years from now`,
  cvv: 'CVV must be 3 or 4 digits',
  cvvAmex: 'An American Express CVV has 4 digits',
  cvvThreeDigits: 'The CVV of this card has 3 digits',
  cardholderName: 'Cardholder name is required',
  paymentMethod: 'Payment method must be credit_card or on_account',
  digitsOnly: 'Use digits only',
  tooLong: (max: number) => `Must be at most ${max} characters`,
} as const;

/** The confirmation page after an order is placed (/orders/{id}/placed). */
export const orderPlacedMessages = {
  title: 'Thank you — your order is placed',
  numberLabel: 'Your order number',
  copy: 'Copy',
  copied: 'Order number copied',
  copyFailed: 'The order number could not be copied; select it to copy it.',
  nextHeading: 'What happens next',
  nextReview: (processing: string) =>
    `An administrator reviews your order before it is processed, usually within ${processing}.`,
  nextEmail: (email: string) =>
    `We e-mail ${email} once it is approved, or if anything about it needs your attention.`,
  nextShipping: 'Once approved it is prepared and shipped; the tracking number appears on the order page.',
  viewOrder: 'View order details',
  continueShopping: 'Continue Shopping',
} as const;

export const orderMessages = {
  submitButton: 'Submit Order for Approval',
  submitting: 'Submitting Order...',
  reviewNotice:
    'Orders are reviewed by an administrator before processing. You will receive an e-mail once your order is approved.',
  submittedTitle: 'Order Submitted Successfully',
  submittedText: (orderNumber: string) =>
    `Your order ${orderNumber} has been submitted for admin approval. You will receive an email confirmation once it is approved.`,
  submitFailedTitle: 'Order Submission Failed',
  submitFailedFallback: 'Please check your information and try again.',
  expectedTotal: 'Expected total must be an amount such as 129.50',
  totalChanged:
    'The total changed since it was shown (a shipping or tax setting changed). Please review the new total and place the order again.',
  createFailed: 'Failed to create order',
  cancelledTitle: 'Order Cancelled',
  cancelledText: 'Your order has been successfully cancelled.',
  cancelErrorTitle: 'Error',
  cancelFailed: 'Failed to cancel order. Please try again.',
  noOrdersTitle: 'No Orders Yet',
  noOrdersText: 'When you place an order, it will appear here with its status.',
  browseProducts: 'Browse Products',
  backToHome: 'Back to Home',
  orderNotFound: 'Order not found',
  paymentCardFallback: 'Card',
  paymentOnAccount: 'On account',
  notProvided: 'Not provided',
  reorderTitle: 'Added to your cart',
  reorderNothing: 'Nothing could be added to your cart',
  reorderFailed: 'Failed to add the order to your cart',
  idempotencyKeyRequired: 'An Idempotency-Key header (a UUID for this checkout attempt) is required',
  idempotencyKeyReused:
    'This checkout attempt was already used for a different order. Reload the page and submit again.',
  idempotencyKeyDecided:
    'The order from this checkout attempt has already been decided: find it under My Orders, or reload the page to order again.',
  adminsDoNotOrder: 'Admin accounts do not place orders. Sign in with a doctor account to order.',
  emptyOrder: 'Your order has no items',
  tooManyLines: (max: number) => `An order can hold at most ${max} different products`,
  duplicateLine: 'Each product may appear only once in an order',
  lineProductTwice: "Give a line's product once, as product or as productId",
  unavailableProducts: (names: string[]) =>
    `Some products are no longer available: ${names.join(', ')}. Please remove them and try again.`,
  cannotCancel: (status: string) => `This order is ${status.toLowerCase()} and can no longer be cancelled.`,
  statusChanged: (status: string) =>
    `This order is now ${status.toLowerCase()}; reload to see its current state.`,
  cancelReason: 'Cancelled by the doctor',
  /** The history's reason when the delivery job marks an order delivered (issue 42). */
  deliveryAssumed: (days: number) => `Delivery assumed ${days} days after shipping`,
} as const;

/** The doctor's order screens, /orders and /orders/{id} (docs/product.md, Orders), beside orderMessages. */
export const ordersScreenMessages = {
  listTitle: 'My Orders',
  shippedOn: 'Shipped on',
  deliveredOn: 'Delivered on',
  /** A delivery the shop assumed DELIVERY_ASSUMED_DAYS after shipping, nobody having confirmed it. */
  deliveryAssumed: (day: string) => `${day} (assumed)`,
  orderTitle: (orderNumber: string) => `Order ${orderNumber}`,
  orderCount: (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`,
  backToOrders: 'Back to Orders',
  viewDetails: 'View Details',
  moreItems: (count: number) => `+${count} more`,
  loadOrdersFailed: 'Failed to load your orders',
  loadOrderFailed: 'Failed to load this order',
  loadFailedHint: 'Check your connection and try again.',
  orderNotFoundText: "This order doesn't exist, or it belongs to another account.",
  redirectingToLogin: 'Taking you to the sign-in page...',

  cancelOrder: 'Cancel Order',
  cancelConfirmTitle: 'Cancel this order?',
  cancelConfirmText: (orderNumber: string) =>
    `Order ${orderNumber} will be cancelled and will not be processed. This cannot be undone.`,
  keepOrder: 'Keep Order',
  cancelling: 'Cancelling...',

  orderAgain: 'Order Again',
  addingToCart: 'Adding to cart...',
  reorderAdded: (lines: readonly string[]) => `Added: ${lines.join(', ')}.`,
  reorderSkipped: (lines: readonly string[]) => `Not added: ${lines.join('; ')}.`,
  reorderCapped: (max: number) => `capped at ${max} per cart line`,
  reorderAtLimit: (max: number) => `already ${max} in your cart`,

  declinedTitle: 'This order was declined',
  declinedFallback: 'No reason was given.',
  historyEmpty: 'No status changes recorded yet.',
  orderPlaced: 'Order placed',
  changedByDoctor: 'by you',
  changedByAdmin: 'by the shop',
} as const;

/** A missing payment method and `credit_card` read as Card; `on_account` as On account (issue 40). */
export function paymentMethodLabel(method: string | null | undefined): string {
  if (!method || method === 'credit_card') return orderMessages.paymentCardFallback;
  if (method === 'on_account') return orderMessages.paymentOnAccount;
  const words = method.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

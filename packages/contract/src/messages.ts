/**
 * Every user-facing text of the shop (docs/product.md, Messages). Screens and the server import
 * these; nothing else spells them out.
 */
export const authMessages = {
  invalidEmail: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  fullNameMin: 'Full name must be at least 2 characters',
  fullNamePlainText: 'Full name cannot contain line breaks or control characters',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password must be at most 128 characters',
  passwordsDontMatch: "Passwords don't match",
  licenseNumberRequired: 'License number is required',
  collegeNameRequired: 'College name is required',
  licenseExpiryRequired: 'License expiry date is required',
  licenseExpiryInvalid: 'Enter the expiry date as YYYY-MM-DD',
  licenseExpired: 'Your license has expired; enter a current license',
  practiceAddressRequired: 'Practice address is required',
  tooLong: (max: number) => `Must be at most ${max} characters`,

  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  tooManyRegistrations: 'Too many registrations from your network. Please try again in an hour.',
  emailTaken: 'An account with this email already exists. Sign in instead, or use another email.',
  notLoggedIn: 'You need to sign in first.',
  accountDisabledLogin: 'This account has been disabled. Please contact support.',
  adminOnly: 'This action needs an administrator account.',

  loginFailedTitle: 'Login failed',
  loginSuccessTitle: 'Login successful',
  welcomeBack: (name: string) => `Welcome back, ${name}!`,
  logoutFailed: 'Logout failed',
  loggedOutTitle: 'Logged out',
  loggedOutText: 'You have been successfully logged out.',
  fetchUserFailed: 'Failed to fetch user',
  registrationSuccess: 'Registration successful! Your account is pending approval.',
  registrationFailed: (serverText: string) => `Registration failed: ${serverText}`,
  registrationNetworkError: 'Registration failed. Please try again.',
  unauthorizedRedirect: 'Unauthorized - You are logged out. Logging in again...',
} as const;

export const adminMessages = {
  pendingLoadFailed: 'Failed to load pending registrations',
  noPendingRegistrations: 'No pending registrations found',
  pendingApprovalBadge: 'Pending Approval',
  userApproved: 'User approved successfully',
  userRejected: 'User rejected successfully',
  approveFailed: 'Failed to approve user',
  rejectFailed: 'Failed to reject user',
  userNotFound: 'Registration not found',
  alreadyApproved: 'This registration has already been approved',
} as const;

/** The admin's order desk: the dashboard's Orders tab and /admin/orders (docs/product.md). */
export const adminOrderMessages = {
  noOrdersFound: 'No orders found.',
  noPendingOrders: 'No orders are waiting for review.',
  orderApproved: 'Order Approved',
  orderApprovedText: 'The doctor will be notified.',
  orderDeclined: 'Order Declined',
  orderDeclinedText: 'The doctor will be notified by email.',
  statusUpdated: 'Order status updated successfully',
  copied: 'Copied',
  copyFailed: 'Could not copy. Select the text and copy it instead.',
  paymentHidden: 'Hidden',
  moreItems: (count: number) => `+${count} more ${count === 1 ? 'item' : 'items'}`,
  updateStatusFailed: 'Failed to update order status',
  approveFailed: 'Failed to approve order',
  declineFailed: 'Failed to decline order',
  fetchPendingFailed: 'Failed to fetch pending orders',
  fetchOrdersFailed: 'Failed to fetch orders',
  fetchOrderFailed: 'Failed to fetch the order',
  notProvided: 'Not provided',
  cannotMove: (current: string, target: string) =>
    `This order is ${current.toLowerCase()} and cannot be marked ${target.toLowerCase()}; reload to see its current state.`,
  adminsDecline: 'An admin declines an order instead of cancelling it; only the doctor cancels.',
} as const;

export const checkoutMessages = {
  approvalPending:
    'Your account is pending admin approval. You can add items to cart but cannot complete purchases until approved.',
  checkoutLocked: 'Checkout Locked - Approval Pending',
  unavailableFallback: 'Unable to proceed with checkout at this time.',
  checkoutUnavailable: 'Checkout Unavailable',
  accountDisabled: 'Your account has been disabled. Please contact support.',
  adminCheckoutSoon: 'Admin checkout functionality coming soon!',
  guestNotice: 'You can add items to cart as a guest, but need to log in to complete your purchase.',
} as const;

export const catalogMessages = {
  categoryNotFound: 'Category not found',
  productNotFound: 'Product not found',
  categoryNotFoundTitle: 'Category Not Found',
  productNotFoundTitle: 'Product Not Found',
  noProductsFound: 'No products found',
  fetchProductsFailed: 'Failed to fetch products',
  fetchProductFailed: 'Failed to fetch product',
  fetchCarouselFailed: 'Failed to fetch carousel items',
} as const;

export const generalMessages = {
  notFoundTitle: 'Page Not Found',
  notFoundHint: "The page you're looking for doesn't exist. Let's get you back home.",
  invalidInput: 'Some fields need your attention.',
  foreignOrigin: 'Cross-site requests are not allowed.',
  serverError: 'Something went wrong on our side. Please try again.',
  notFound: 'Not found',
  tooLarge: 'The request is too large.',
  unsupportedMediaType: 'Unsupported content type.',
  nulCharacter: 'Text cannot contain a NUL character.',
  unknownField: 'Unknown field',
  badRequest: 'The request could not be read.',
  invalidJson: 'The request body is not valid JSON.',
  emptyJsonBody: 'The request body is empty.',
  badUrl: 'This address is not valid.',
  requestTimeout: 'The request took too long to arrive. Please try again.',
  headersTooLarge: 'The request headers are too large.',
  tooManyRequests: 'Too many requests from your network. Please try again later.',
} as const;

export const cartMessages = {
  emptyCart: 'Your cart is empty',
  updateFailed: 'Failed to update cart',
  updated: 'Cart updated',
  removeFailed: 'Failed to remove item',
  removed: 'Item removed from cart',
  quantityFailed: 'Failed to update quantity',
  addFailed: 'Failed to add product',
  removeProductFailed: 'Failed to remove product',
  lineNotFound: 'This item is no longer in your cart',
  outOfStock: 'This product is out of stock',
  lineLimit: (max: number) => `A cart line cannot exceed ${max} units`,
} as const;

export const newsletterMessages = {
  successTitle: 'Success!',
  successText: "You've been subscribed to our newsletter.",
  errorTitle: 'Error',
  failed: 'Failed to subscribe. Please try again.',
  tooManySubscriptions: 'Too many sign-ups from your network. Please try again in an hour.',
} as const;

/** The cart panel's labels and checkout buttons, beside checkoutMessages (docs/product.md, Cart). */
export const cartPanelMessages = {
  title: 'Shopping Cart',
  itemCount: (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`,
  bulkBadge: 'BULK',
  continueShopping: 'Continue Shopping',
  loginToCheckout: 'Login to Checkout',
  proceedToCheckout: 'Proceed to Checkout',
  proceedToCheckoutAdmin: 'Proceed to Checkout (Admin)',
  approvalPendingBadge: 'Approval Pending',
} as const;

/** The suggestion dropdown of the header and home search (docs/product.md, Search). */
export const searchMessages = {
  inputLabel: 'Search products',
  // Written so on purpose, for one result and for many.
  resultCount: (count: number) => `${count} product(s) found`,
  viewAll: (term: string) => `View all results for "${term}"`,
  noResults: (term: string) => `No products found for "${term}"`,
  noResultsHint: 'Try different keywords or browse our categories',
} as const;

/** The checkout form's field messages (docs/product.md, Checkout) and the submission's outcomes. */
export const checkoutFieldMessages = {
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
  accountType: 'Please select an account type',
  cardNumber: 'Card number must be at least 16 digits',
  cardNumberInvalid: 'This card number is not valid; please check it',
  expiryMonth: 'Enter the month as MM (01-12)',
  expiryYear: 'Enter the year as YYYY',
  cardExpired: 'This card has expired',
  cvv: 'CVV must be 3 or 4 digits',
  cardholderName: 'Cardholder name is required',
  digitsOnly: 'Use digits only',
  tooLong: (max: number) => `Must be at most ${max} characters`,
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
  notProvided: 'Not provided',
  reorderTitle: 'Added to your cart',
  reorderNothing: 'Nothing could be added to your cart',
  reorderFailed: 'Failed to add the order to your cart',
  idempotencyKeyRequired: 'An Idempotency-Key header (a UUID for this checkout attempt) is required',
  idempotencyKeyReused:
    'This checkout attempt was already used for a different order. Reload the page and submit again.',
  adminsDoNotOrder: 'Admin accounts do not place orders. Sign in with a doctor account to order.',
  emptyOrder: 'Your order has no items',
  tooManyLines: (max: number) => `An order can hold at most ${max} different products`,
  duplicateLine: 'Each product may appear only once in an order',
  unavailableProducts: (names: string[]) =>
    `Some products are no longer available: ${names.join(', ')}. Please remove them and try again.`,
  cannotCancel: (status: string) => `This order is ${status.toLowerCase()} and can no longer be cancelled.`,
  statusChanged: (status: string) =>
    `This order is now ${status.toLowerCase()}; reload to see its current state.`,
  cancelReason: 'Cancelled by the doctor',
} as const;

/** The doctor's order screens, /orders and /orders/{id} (docs/product.md, Orders), beside orderMessages. */
export const ordersScreenMessages = {
  listTitle: 'My Orders',
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

/**
 * The admin catalogue: the add-product page, the edit dialog, the image manager and the bulk tier
 * editor (docs/product.md, Admin screens and Admin catalogue). The form and the server use the same
 * schemas (`admin-products.ts`), so these are also the server's field messages.
 */
export const adminProductMessages = {
  nameRequired: 'Product name is required',
  nameTooLong: (max: number) => `Product name must be at most ${max} characters`,
  namePlainText: 'Product name cannot contain line breaks or control characters',
  descriptionTooShort: (min: number) => `Description must be at least ${min} characters`,
  descriptionTooLong: (max: number) => `Description must be at most ${max} characters`,
  priceRequired: 'Price is required',
  priceFormat: 'Price must be a number with up to two decimals',
  pricePositive: 'Price must be greater than 0',
  priceTooLarge: 'Price is too large',
  originalPriceFormat: 'Original price must be a number with up to two decimals',
  originalPriceNotHigher: 'Original price must be higher than the price',
  categoryRequired: 'Category is required',
  categoryUnknown: 'This category does not exist',
  tagsFormat: 'Tags must be text, separated by commas',
  tagTooLong: (max: number) => `Each tag must be at most ${max} characters`,
  tooManyTags: (max: number) => `A product can have at most ${max} tags`,
  featuredFormat: 'Featured must be on or off',
  inStockFormat: 'In Stock must be on or off',
  imageUrlInvalid: 'Use an image address starting with https:// or an image uploaded to the shop',
  imageRequired: 'Add at least one image',
  tooManyImages: (max: number) => `A product can have at most ${max} images`,
  tierMinQuantity: 'Minimum quantity must be a whole number, 1 or more',
  tierMaxQuantity: 'Maximum quantity must be a whole number, or empty for no upper limit',
  tierMaxBelowMin: 'Maximum quantity must be at least the minimum quantity',
  tierQuantityTooLarge: (max: number) => `Quantities must be at most ${max}`,
  tierDiscount: 'Discount must be between 0 and 100%',
  tierDiscountDecimals: 'Discount can have at most two decimals',
  tiersOverlap: (first: number, second: number) => `Tiers ${first} and ${second} overlap`,
  tooManyTiers: (max: number) => `A product can have at most ${max} bulk tiers`,
  tiersFormat: 'Bulk tiers must be a list of tiers, each with a minimum quantity and a discount',
  nothingToChange: 'Send at least one field to change',
  unknownCategoryLabel: 'Unknown Category',
  productCreated: 'Product created successfully',
  productUpdated: 'Product updated successfully',
  productDeleted: 'Product deleted successfully',
  createFailed: 'Failed to create product',
  updateFailed: 'Failed to update product',
  deleteFailed: 'Failed to delete product',
} as const;

/** The featured carousel's admin side (docs/product.md, Admin catalogue). */
export const adminFeaturedMessages = {
  productRequired: 'Choose a product',
  productUnknown: 'This product does not exist',
  alreadyFeatured: 'This product is already in the featured carousel',
  displayOrder: (max: number) => `Display order must be a whole number from 0 to ${max}`,
  entryNotFound: 'Featured entry not found',
  added: 'Product added to the featured carousel',
  removed: 'Product removed from the featured carousel',
  addFailed: 'Failed to add the product to the featured carousel',
  removeFailed: 'Failed to remove the product from the featured carousel',
} as const;

/**
 * Image uploads (`POST /api/upload/images`) and embedded images (docs/product.md, Admin screens;
 * decision 016). `label` is a file's name in quotes (`fileLabel`) or "The image" for an embedded one.
 */
export const uploadMessages = {
  fileLabel: (name: string) => `"${name}"`,
  embeddedLabel: 'The image',
  notAnImage: (label: string) => `${label} is not a JPEG, PNG, GIF or WebP image.`,
  tooLarge: (label: string, megabytes: number) => `${label} is larger than ${megabytes} MB.`,
  tooManyPixels: (label: string, megapixels: number) =>
    `${label} is too large in pixels: at most ${megapixels} megapixels.`,
  unreadable: (label: string) => `${label} could not be read as an image; the file may be damaged.`,
  empty: (label: string) => `${label} is empty.`,
  tooManyFiles: (max: number) => `Upload at most ${max} images at once.`,
  tooManyParts: 'The upload has too many parts.',
  noFiles: 'Choose at least one image to upload.',
  notMultipart: 'Send the images as multipart/form-data, each in a field named "images".',
  contextInvalid: 'Context must be manager or product-form',
  contextAfterFiles: 'Send the context field before the images.',
  contextConflict: 'The context field and the context in the address differ.',
  uploadFailed: 'Failed to upload images',
} as const;

/** Brand and category images (docs/product.md, Admin screens, Brand and category images). */
export const brandCategoryImageMessages = {
  addressRequired: 'Enter an image URL or choose a file',
  addressInvalid:
    'Use an image address starting with https://, an image uploaded to the shop, or choose an image file',
  storedImageNotFound: 'This image is not stored in the shop',
  brandNotFound: 'Brand not found',
  brandImageUpdated: 'Brand image updated successfully',
  categoryImageUpdated: 'Category image updated successfully',
} as const;

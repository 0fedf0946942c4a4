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
  licenceNumberRequired: 'License number is required',
  collegeNameRequired: 'College name is required',
  licenceExpiryRequired: 'License expiry date is required',
  licenceExpiryInvalid: 'Enter the expiry date as YYYY-MM-DD',
  licenceExpired: 'Your license has expired; enter a current license',
  practiceAddressRequired: 'Practice address is required',
  // The practice address in parts (issue 38), each with its own message.
  practiceStreetRequired: 'Street address of the practice is required',
  practiceCityRequired: 'City of the practice is required',
  practiceRegionRequired: 'Choose the province or state of the practice',
  practicePostalCodeInvalid: 'Enter the postal or ZIP code of the practice, such as M5J 2W4 or 10001',
  practiceCountryRequired: 'Choose the country of the practice',
  tooLong: (max: number) => `Must be at most ${max} characters`,

  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  tooManyRegistrations: 'Too many registrations from your network. Please try again in an hour.',
  emailTaken: 'An account with this email already exists. Sign in instead, or use another email.',
  notLoggedIn: 'You need to sign in first.',
  accountDisabledLogin: 'This account has been disabled. Please contact support.',
  /** A suspended account (issue 20) is told why. */
  accountSuspendedLogin: (reason: string) =>
    `This account has been suspended: “${reason}”. Please contact support.`,
  adminOnly: 'This action needs an administrator account.',
  doctorOnly: "This is a doctor's own page; admin accounts have none.",

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

/**
 * Password self-service (issue 38; docs/product.md, Registration and sign-in): "Forgot password?"
 * on the sign-in page, the e-mailed link's page, and "Change password" on /account.
 */
export const passwordMessages = {
  forgotLink: 'Forgot password?',
  forgotTitle: 'Reset Your Password',
  forgotDescription:
    'Enter the email you registered with and we will send you a link to choose a new password.',
  sendLink: 'Send Reset Link',
  sendingLink: 'Sending...',
  /** The one answer to every reset request, for an account or not: nothing tells them apart. */
  resetRequested:
    'If an account uses that email, we have sent it a link to choose a new password. The link works once, within 1 hour.',
  tooManyResetRequests: 'Too many password reset requests. Please try again in an hour.',
  resetTitle: 'Choose a New Password',
  resetDescription:
    'Your new password must be at least 8 characters. Every device signed in to your account will be signed out.',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  savePassword: 'Save New Password',
  savingPassword: 'Saving...',
  resetLinkInvalid:
    'This password reset link has expired or has already been used. Please request a new one.',
  resetLinkMissing: 'This page needs the link from your password reset email. Request a new link below.',
  requestNewLink: 'Request a new link',
  resetDone: 'Your password has been changed. Sign in with your new password.',
  backToLogin: 'Back to Login',
  changeTitle: 'Change password',
  currentPassword: 'Current password',
  currentPasswordWrong: 'Current password is incorrect',
  changeSubmit: 'Change Password',
  changeDone: 'Your password has been changed. Your other devices have been signed out.',
  changeFailed: 'Your password could not be changed',
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
  unavailable: 'The shop is briefly unavailable. Please try again in a moment.',
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
  /** A file's upload as it goes (the catalogue import, the licence register). */
  uploading: (percent: number) => `Uploading… ${percent}%`,
} as const;

export const cartMessages = {
  emptyCart: 'Your cart is empty',
  updateFailed: 'Failed to update cart',
  updated: 'Cart updated',
  added: (quantity: number, name: string) => `${quantity} × ${name} added to your cart`,
  viewCart: 'View cart',
  nextTier: (more: number, price: string) => `Add ${more} more for ${price} each`,
  removeFailed: 'Failed to remove item',
  removed: 'Item removed from cart',
  quantityFailed: 'Failed to update quantity',
  addFailed: 'Failed to add product',
  removeProductFailed: 'Failed to remove product',
  lineNotFound: 'This item is no longer in your cart',
  outOfStock: 'This product is out of stock',
  lineLimit: (max: number) => `A cart line cannot exceed ${max} units`,
  /** A line that would hold more of a product that tracks its stock than is available (issue 19). */
  beyondStock: (name: string, left: number) =>
    left > 0 ? `Only ${left} of ${name} left` : `${name} is out of stock`,
  /** A cookieless visitor's first addition past the hourly cap of new guest carts per network. */
  tooManyGuestCarts: 'Too many new guest carts from your network. Please sign in or try again in an hour.',
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

/**
 * The admin screens' texts (docs/product.md, Messages), apart from the shoppers' ones in
 * messages.ts: a module of their own, so they ship only in the admin chunks, never in a shopper's
 * first-load JavaScript.
 */

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
  moreItems: (count: number) => `+${count} more ${count === 1 ? 'item' : 'items'}`,
  updateStatusFailed: 'Failed to update order status',
  approveFailed: 'Failed to approve order',
  declineFailed: 'Failed to decline order',
  fetchPendingFailed: 'Failed to fetch pending orders',
  fetchOrdersFailed: 'Failed to fetch orders',
  fetchOrderFailed: 'Failed to fetch the order',
  notProvided: 'Not provided',
  deletedAfterDecision: 'Deleted after the decision',
  cannotMove: (current: string, target: string) =>
    `This order is ${current.toLowerCase()} and cannot be marked ${target.toLowerCase()}; reload to see its current state.`,
  adminsDecline: 'An admin declines an order instead of cancelling it; only the doctor cancels.',
  deliveredOnFormat: 'The delivery date must be a date written as YYYY-MM-DD',
  coldChainConfirmedFormat: 'The cold-chain confirmation must be true or false',
  coldChainConfirmedOnlyWhenShipping: 'A cold-chain confirmation goes only with shipping an order',
  deliveredOnOnlyWhenDelivering: 'A delivery date goes only with marking an order delivered',
  deliveredInFuture: 'The delivery date cannot be later than today',
  deliveredBeforeShipped: (shippedOn: string) =>
    `The delivery date cannot be before the order shipped (${shippedOn})`,
  markDelivered: 'Mark Delivered',
  markDeliveredTitle: (orderNumber: string) => `Mark order ${orderNumber} delivered`,
  markDeliveredText: 'The day the clinic received it; today unless you change it.',
  deliveryDate: 'Delivery date',
} as const;

/**
 * The admin catalogue: the add-product page, the edit dialog, the image manager and the bulk tier
 * editor (docs/product.md, Admin screens and Admin catalogue). The form and the server use the same
 * schemas (`admin-product-schemas.ts`), so these are also the server's field messages.
 */
export const adminProductMessages = {
  nameRequired: 'Product name is required',
  nameTooLong: (max: number) => `Name must be less than ${max} characters`,
  namePlainText: 'Product name cannot contain line breaks or control characters',
  descriptionTooShort: (min: number) => `Description must be at least ${min} characters`,
  descriptionTooLong: (max: number) => `Description must be less than ${max} characters`,
  priceRequired: 'Price is required',
  priceFormat: 'Price must be a valid number',
  pricePositive: 'Price must be greater than 0',
  priceTooLarge: 'Price is too large',
  originalPriceFormat: 'Original price must be a number with up to two decimals',
  originalPriceNotHigher: 'Original price must be higher than the price',
  skuRequired: 'SKU is required',
  skuFormat: (max: number) =>
    `SKU can use letters, digits, dots, dashes, slashes and underscores, up to ${max} characters`,
  skuTaken: 'Another product already has this SKU',
  gtinFormat: 'GTIN must be 8, 12, 13 or 14 digits',
  gtinCheckDigit: 'This GTIN’s check digit is wrong; check the number on the pack',
  gtinTaken: 'Another product already has this GTIN',
  categoryRequired: 'Category is required',
  categoryUnknown: 'This category does not exist',
  brandFormat: 'Choose a brand from the list, or none',
  brandUnknown: 'This brand does not exist',
  tagsFormat: 'Tags must be text, separated by commas',
  tagTooLong: (max: number) => `Each tag must be at most ${max} characters`,
  tooManyTags: (max: number) => `A product can have at most ${max} tags`,
  featuredFormat: 'Featured must be on or off',
  inStockFormat: 'In Stock must be on or off',
  taxClassFormat: 'Tax class must be one of: standard, zero, exempt',
  coldChainFormat: 'Cold chain must be on or off',
  prescriptionOnlyFormat: 'Prescription only must be on or off',
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
  orderInvalid: 'List each featured entry once, by its id',
  orderStale: 'The featured carousel has changed since you opened it; check the order and try again.',
  reordered: 'Featured order saved',
  reorderFailed: 'Failed to save the featured order',
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

/** The admin's Today view: the dashboard's first screen, what waits and where (issue 38). */
export const todayMessages = {
  tab: 'Today',
  title: 'Today',
  intro: 'What waits for you, each linked to where you deal with it.',
  loading: "Loading today's counts",
  loadFailed: "Failed to load today's counts",
  allClear: 'Nothing waits for you today.',
  registrations: 'Doctor registrations to review',
  renewals: 'License renewals to review',
  ordersToApprove: 'Orders to approve',
  ordersToShip: 'Orders to ship',
  ordersToShipDetail: (approved: number, processing: number) =>
    `${approved} approved, ${processing} processing`,
  lowStock: 'Products low on stock',
  expiringLots: (days: number) => `Lots expiring within ${days} days`,
  expiringLotsDetail: (products: number) => `In ${products} ${products === 1 ? 'product' : 'products'}`,
  recalls: 'Recalls not acknowledged',
  recallsDetail: (clinics: number) =>
    `${clinics} ${clinics === 1 ? 'clinic has' : 'clinics have'} not acknowledged`,
} as const;

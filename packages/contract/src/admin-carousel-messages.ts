/**
 * The hero carousel's admin texts: the dashboard's Carousel tab, the carousel item dialog and the
 * server's field messages for `POST/PATCH/DELETE /api/carousel` (docs/product.md, Hero carousel
 * items). A module of its own, like admin-messages.ts, so they ship only in the admin chunks.
 */
export const adminCarouselMessages = {
  // Fields (the form and the server check them with the same schema, admin-carousel-schemas.ts)
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  plainText: (label: string) => `${label} cannot contain line breaks or control characters`,
  textFormat: (label: string) => `${label} must be text`,
  priceRequired: 'Price is required',
  priceFormat: 'Price must be a number with up to two decimals',
  pricePositive: 'Price must be greater than 0',
  priceTooLarge: 'Price is too large',
  originalPriceFormat: 'Original price must be a number with up to two decimals',
  originalPriceNotHigher: 'Original price must be higher than the price',
  discountPercentage: 'Discount percentage must be a whole number from 0 to 100',
  displayDuration: 'Display duration must be 1000 to 10000 ms, in steps of 500',
  animationType: 'Animation must be fade, slide, zoom or none',
  color: (label: string) => `${label} must be a hex color such as #ffffff`,
  gradient:
    'Background must be a CSS gradient such as linear-gradient(135deg, #667eea 0%, #764ba2 100%), with nothing else',
  imageInvalid:
    'Use an image address starting with https://, an image uploaded to the shop, or choose an image file',
  switchFormat: (label: string) => `${label} must be on or off`,
  sortOrder: (max: number) => `Sort order must be a whole number from 0 to ${max}`,
  nothingToChange: 'Send at least one field to change',
  linkFormat: 'Link must be a product, a category or a page of the shop',
  linkProduct: 'Choose a product for the link',
  linkProductMissing: 'That product is no longer in the catalogue; choose another',
  linkCategory: 'Choose a category for the link',
  linkCategoryMissing: 'That category does not exist; choose another',
  linkPath: 'Link must be a page of this shop starting with /, such as /products or /category/dermal-fillers',
  orderInvalid: 'List each carousel item once, by its id',
  orderStale: 'The carousel has changed since you opened it; check the order and try again.',
  itemNotFound: 'Carousel item not found',

  // The Carousel tab and the dialog (docs/product.md, Hero carousel items)
  empty: 'No carousel items found. Create your first item to get started.',
  noImage: 'No Image',
  active: 'Active',
  inactive: 'Inactive',
  deleteConfirmTitle: 'Delete this carousel item?',
  deleteConfirm: 'Are you sure you want to delete this carousel item? This action cannot be undone.',
  createTitle: 'Create New Carousel Item',
  editTitle: 'Edit Carousel Item',
  createButton: 'Create Item',
  updateButton: 'Update Item',
  saving: 'Saving...',
  created: 'Carousel item created successfully',
  updated: 'Carousel item updated successfully',
  deleted: 'Carousel item deleted successfully',
  createFailed: 'Failed to create carousel item',
  updateFailed: 'Failed to update carousel item',
  deleteFailed: 'Failed to delete carousel item',
  reordered: 'Carousel order saved',
  reorderFailed: 'Failed to save the carousel order',
} as const;

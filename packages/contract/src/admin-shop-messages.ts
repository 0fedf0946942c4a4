/**
 * The admin's controls inside the shop's own screens and the image manager (docs/product.md, Admin
 * screens: Image manager, Brand and category images; Roles: edit and delete controls on product
 * cards and the product page). Texts the admin catalogue already has (`adminProductMessages`,
 * `uploadMessages`, `brandCategoryImageMessages` in messages.ts) are used from there; these are the
 * ones it lacks.
 */
export const adminShopMessages = {
  // The image manager
  uploadSucceededTitle: 'Upload successful',
  uploadSucceeded: (count: number) => `${count} image(s) uploaded successfully`,
  uploadFailedTitle: 'Upload failed',
  uploadFailed: 'Failed to upload images. Please try again.',
  imagesSaved: 'Product images updated successfully',
  imagesSaveFailed: 'Failed to update product images',
  // A picked file refused before sending (docs/product.md, Admin screens: the add-product page's texts)
  invalidFileTypeTitle: 'Invalid file type',
  invalidFileType: 'Please upload only image files.',
  fileTooLargeTitle: 'File too large',
  fileTooLarge: (megabytes: number) => `Please upload images smaller than ${megabytes}MB.`,
  imageAlreadyAdded: 'This image is already in the list',
  imagesEmpty: 'No images yet: add one by URL or upload files.',

  // Product cards and the product page
  priceUpdated: 'Price updated successfully!',
  priceUpdateFailed: 'Failed to update price',
  productUpdated: 'Product updated successfully!',
  imageUpdated: 'Image updated successfully!',
  imageUpdateFailed: 'Failed to update image',
  productDeleted: 'Product deleted successfully!',
  deleteConfirmTitle: 'Delete this product?',
  deleteConfirm: 'Are you sure you want to delete this product? This action cannot be undone.',
  nothingChanged: 'Change a field before saving',

  // The home page's featured carousel
  featuredAdded: 'Product added to carousel successfully',
  featuredRemoved: 'Product removed from carousel successfully',
  featuredEmpty: 'No featured products yet. Add one to show the carousel on the home page.',
  alreadyFeaturedLabel: 'Already featured',
  // Removals ask first (docs/product.md: deletions ask for confirmation); the product itself stays.
  featuredRemoveConfirmTitle: 'Remove from the featured carousel?',
  featuredRemoveConfirm:
    'The product stays in the catalogue; it is only taken out of the home page carousel.',

  // Brand and category images
  brandUpdateFailed: (message: string) => `Failed to update brand: ${message}`,
  categoryUpdateFailed: (message: string) => `Failed to update category: ${message}`,
  unknownError: 'Unknown error',
} as const;

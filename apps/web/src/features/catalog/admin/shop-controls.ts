/**
 * The admin's controls inside the shop's screens, as one chunk that only an admin's browser loads
 * (see ../admin-slots.tsx): shoppers never download it.
 */
export { CardAdminControls } from './components/card-admin-controls';
export { ProductPageAdminControls } from './components/product-page-admin-controls';
export { ShopImagesPanel } from './components/shop-images-panel';

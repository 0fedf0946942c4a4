/**
 * A step between the home page and the featured carousel's admin controls, as
 * catalog/admin/load-shop-controls.ts is for the catalogue's: the list of chunks the controls need
 * ships with this tiny module, to admins only, not in the shoppers' first-load JavaScript.
 */
export const loadFeaturedControls = () => import('./components/featured-admin-controls');

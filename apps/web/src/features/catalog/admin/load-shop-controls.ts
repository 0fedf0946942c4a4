/**
 * A step between the shop's screens and the admin's controls: the screens' slots import this tiny
 * module, which imports the controls. The bundler lists every chunk a lazily loaded module needs
 * beside the `import()` that loads it; kept here, that list ships to admins only, not in the
 * shoppers' first-load JavaScript.
 */
export const loadShopControls = () => import('./shop-controls');

// The ecommerce feature's door (issue 41): the store's API (app.ts mounts it under /ecommerce-api),
// the accessory leads' routes under /api, the seed, and the catalogue the public accessory pages read.
export { ecommerceRoutes } from './ecommerceRoutes';
export { accessoryLeadRoutes } from './accessoryLeadRoutes';
// The demo's seeder imports faker: loaded when a seed runs, not with the feature (the embedded API's start, issue 51).
export const seedEcommerce: typeof import('./seedEcommerce').seedEcommerce = async (...args) => (await import('./seedEcommerce')).seedEcommerce(...args);
export { registerInterest } from './accessoryInterest';
export { accessoryCatalogs, getAccessory, listAccessories, type AccessoryDetail } from './ecommerceItems';
export { ECOMMERCE_LIST_EXPORTS } from './ecommerceListExports';
/** An accessory picture's stored file (the public shop serves it). */
export { accessoryImageFile } from './accessoryImageFile';
export { accessoryLeadPersonRecords } from './accessoryLeadPersonRecords';

// The product feature's door (issue 41): the catalogue's routes and seed.
export { productRoutes } from './productRoutes';
export { seedProductCatalogue } from './seedProductCatalogue';
export { PRODUCT_LIST_EXPORTS } from './productListExports';

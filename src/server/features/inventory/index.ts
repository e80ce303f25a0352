// The inventory feature's door (issue 41): its API (app.ts mounts it under /inventory) and the seed.
export { inventoryRoutes } from './inventoryRoutes';
export { seedInventory } from './seedInventory';
/** The VIN stock sales' VIN assignment takes from and gives back to. */
export { releaseVins, takeStoreVins } from './vinStock';

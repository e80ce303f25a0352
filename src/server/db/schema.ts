// The Drizzle schema, one table file a domain (tables/): a migration touches the domain it changes.
export * from './tables/org';
export * from './tables/identity';
export * from './tables/catalog';
export * from './tables/retail';
export * from './tables/files';
export * from './tables/fleet';
export * from './tables/ecommerce';
export * from './tables/leadStats';
export * from './tables/hr';
export * from '../features/leadsIo/tables';

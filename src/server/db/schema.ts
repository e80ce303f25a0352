// The Drizzle schema, one table file a domain (tables/): a migration touches the domain it changes.
export * from './tables/org';
export * from './tables/identity';
export * from './tables/catalog';
export * from '../features/leads/tables';
export * from './tables/files';
export * from '../features/fleet/tables';
export * from '../features/ecommerce/tables';
export * from '../features/leads/statsTables';
export * from '../features/hr/tables';
export * from '../features/leadsIo/tables';

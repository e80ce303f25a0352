// The Drizzle schema drizzle-kit reads (drizzle.config.ts) and the typed client is built with: the tables
// every domain points at (tables/: organisation, identity, catalogue, files) and each domain's own
// (features/<domain>/tables.ts). The one file below the features that imports them (eslint.config.js).
export * from './tables/org';
export * from './tables/identity';
export * from './tables/catalog';
export * from '../features/leads/tables';
export * from './tables/files';
export * from './tables/idempotency';
export * from '../features/fleet/tables';
export * from '../features/fleet/leads/fleetLeadCountsTable';
export * from '../features/ecommerce/tables';
export * from '../features/leads/statsTables';
export * from '../features/hr/tables';
export * from '../features/appointments/tables';
export * from '../features/floorVisits/tables';
export * from '../features/sales/tables';
export * from '../features/duplicates/tables';
export * from '../features/notifications/tables';
export * from '../features/inventory/tables';
export * from '../features/sla/tables';
export * from '../features/leadsIo/tables';
export * from '../features/displays/tables';
export * from '../features/savedViews/tables';
export * from './tables/accessLog';
export * from '../features/privacy/tables';
export * from '../features/whatsapp/tables';

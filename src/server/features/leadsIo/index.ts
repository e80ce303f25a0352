// The leadsIo feature's door (issue 41): import/export routes under /api, the list export app.ts
// installs, the public intake calls (ADF, import progress), the seed.
export { leadsIoRoutes } from './routes';
export { installListExport } from './export/listExport';
export { adfIntakeRoutes } from './adf/adfIntake';
export { importProgressRoutes } from './import/importProgressRoute';
export { seedIntakeKeys } from './seed';
/** A lead arriving by another channel (an unknown WhatsApp number, issue 53) is written as an ADF prospect is. */
export { writeIntakeLeads } from './intakeLeads';

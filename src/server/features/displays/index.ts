// The displays feature's door: the admin routes (under /api) and the display station's calls (under /api/public).
export { displayAdminRoutes } from './displayAdminRoutes';
export { displayDeviceRoutes } from './displayDeviceRoutes';

// The public feature's door (issue 41): the calls without a session (apiRoutes mounts them under /api/public).
export { publicRoutes } from './publicRoutes';

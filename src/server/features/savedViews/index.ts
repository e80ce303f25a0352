// The saved views feature's door (issue 43): a list's filters, search, tab, sort and page size under a
// name, per user and agency, shared with the agency by a coordinator or manager. Lists' own filter
// schemas come through their features' doors (savedViewSchemas.ts).
export { savedViewRoutes } from './savedViewRoutes';

// The search feature's door (issue 43): the command palette's one call, over the records of the
// leads, fleet and appointments features, each searched by its own feature through its door.
export { searchRoutes } from './searchRoutes';

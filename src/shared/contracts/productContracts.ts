import { z } from 'zod';
import { sortKeys, TEXT_MAX } from '../schemas/primitives';
import { pagingQuery } from '../schemas/pagingQuery';
import { PRODUCT_COLUMNS } from '../lists/productColumns';
import { PRODUCT_FILE_KINDS, productInput, productListStatus, productStatusInput } from '../schemas/product';
import { productListRow, productResponses, productRow } from '../schemas/productResponses';
import { dataOf, pagedOf } from '../schemas/wire';
import { dataOrFlat } from './dataOrFlat';
import { idParams } from './leadContracts';
import { route } from './routeContract';

export const productListQuery = z.object({
  flag: z.coerce.number().int().min(0).max(2).optional(),
  // With `page` the call is the catalogue's list (paged, searchable, inactive ones too).
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  limit: pagingQuery.shape.limit,
  search: z.string().max(TEXT_MAX.short).optional(),
  status: productListStatus.default('all'),
  sortBy: sortKeys(PRODUCT_COLUMNS.sortKeys).optional(),
});

/**
 * GET /product/: with `page` the paged catalogue (admin, product: checked on the raw query before the
 * schema), without it the active products with their colours (any signed-in user).
 */
const list = route({
  method: 'GET',
  path: '/product/',
  alsoAt: ['/product'],
  access: { signedIn: true },
  query: productListQuery,
  response: productResponses.list,
});

/** The product catalogue (spec part 2 §7; part 1 §7 product list; features/product). */
export const productRoutes = {
  list,
  /** `list` asked with `flag`: the answer's active-products shape, for the lead forms, visits and quotations. */
  active: route({ ...list, query: productListQuery.pick({ flag: true }), response: { 200: dataOf(z.array(productRow)) } }),
  /** `list` asked with `page`: the answer's paged shape, for the catalogue screen. */
  catalogue: route({ ...list, query: productListQuery.omit({ flag: true }), response: { 200: pagedOf(productListRow) } }),
  create: route({ method: 'POST', path: '/product/', alsoAt: ['/product'], access: { permission: 'product:manage' }, body: dataOrFlat(productInput), response: productResponses.create }),
  catalogs: route({ method: 'GET', path: '/product/data/catalogs', access: { signedIn: true }, response: productResponses.catalogs }),
  detail: route({ method: 'GET', path: '/product/:id', access: { signedIn: true }, params: idParams, response: productResponses.detail }),
  update: route({ method: 'PUT', path: '/product/:id', access: { permission: 'product:manage' }, params: idParams, body: dataOrFlat(productInput), response: productResponses.update }),
  /** Deactivate or reactivate. */
  setActive: route({ method: 'PATCH', path: '/product/:id', access: { permission: 'product:manage' }, params: idParams, body: dataOrFlat(productStatusInput), response: productResponses.status }),
  /** Only when unused (409). */
  remove: route({ method: 'DELETE', path: '/product/:id', access: { permission: 'product:manage' }, params: idParams, response: productResponses.remove }),
  file: route({
    method: 'GET',
    path: '/product/:id/file/:kind',
    access: { signedIn: true },
    params: idParams.extend({ kind: z.enum(PRODUCT_FILE_KINDS) }),
    response: productResponses.file,
  }),
};

/**
 * The server's half of productContracts.ts: the zod schemas of each call, attached to its descriptor.
 * The renderer never imports this module (eslint: it would bundle the schemas).
 */
import { z } from 'zod';
import { sortKeys, TEXT_MAX } from '../schemas/primitives';
import { pagingQuery } from '../schemas/pagingQuery';
import { PRODUCT_COLUMNS } from '../lists/productColumns';
import { PRODUCT_FILE_KINDS, productInput, productListStatus, productStatusInput } from '../schemas/product';
import { productListRow, productResponses, productRow } from '../schemas/productResponses';
import { dataOf, pagedOf } from '../schemas/wire';
import { dataOrFlat } from './dataOrFlat';
import { idParams } from './leadServed';
import { attachSchemas, callSchemas } from './routeContract';
import * as described from './productContracts';

export const productListQuery = z.object({
  flag: z.coerce.number().int().min(0).max(2).optional(),
  // With `page` the call is the catalogue's list (paged, searchable, inactive ones too).
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  limit: pagingQuery.shape.limit,
  search: z.string().max(TEXT_MAX.short).optional(),
  status: productListStatus.default('all'),
  sortBy: sortKeys(PRODUCT_COLUMNS.sortKeys).optional(),
});

/** The schemas of productRoutes (productContracts.ts declares the calls). */
export const productCallSchemas = callSchemas({
  list: { query: productListQuery, response: productResponses.list },
  active: { query: productListQuery.pick({ flag: true }), response: { 200: dataOf(z.array(productRow)) } },
  catalogue: { query: productListQuery.omit({ flag: true }), response: { 200: pagedOf(productListRow) } },
  create: { body: dataOrFlat(productInput), response: productResponses.create },
  catalogs: { response: productResponses.catalogs },
  detail: { params: idParams, response: productResponses.detail },
  update: { params: idParams, body: dataOrFlat(productInput), response: productResponses.update },
  setActive: { params: idParams, body: dataOrFlat(productStatusInput), response: productResponses.status },
  remove: { params: idParams, response: productResponses.remove },
  file: { params: idParams.extend({ kind: z.enum(PRODUCT_FILE_KINDS) }), response: productResponses.file },
});

/** productRoutes with their schemas: what the server serves. */
export const productRoutes = attachSchemas(described.productRoutes, productCallSchemas);

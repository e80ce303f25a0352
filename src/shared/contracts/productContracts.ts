import type { productCallSchemas } from './productServed';
import { describeCalls, type DescriptorFields } from './routeContract';

/**
 * GET /product/: with `page` the paged catalogue (admin, product: checked on the raw query before the
 * schema), without it the active products with their colours (any signed-in user).
 */
const list = { method: 'GET', path: '/product/', alsoAt: ['/product'], access: { signedIn: true } } as const satisfies DescriptorFields;

/** The product catalogue (spec part 2 §7; part 1 §7 product list; features/product). */
export const productRoutes = describeCalls<typeof productCallSchemas>()({
  list,
  /** `list` asked with `flag`: the answer's active-products shape, for the lead forms, visits and quotations. */
  active: list,
  /** `list` asked with `page`: the answer's paged shape, for the catalogue screen. */
  catalogue: list,
  create: { method: 'POST', path: '/product/', alsoAt: ['/product'], access: { permission: 'product:manage' } },
  catalogs: { method: 'GET', path: '/product/data/catalogs', access: { signedIn: true } },
  detail: { method: 'GET', path: '/product/:id', access: { signedIn: true } },
  update: { method: 'PUT', path: '/product/:id', access: { permission: 'product:manage' } },
  /** Deactivate or reactivate. */
  setActive: { method: 'PATCH', path: '/product/:id', access: { permission: 'product:manage' } },
  /** Only when unused (409). */
  remove: { method: 'DELETE', path: '/product/:id', access: { permission: 'product:manage' } },
  file: { method: 'GET', path: '/product/:id/file/:kind', access: { signedIn: true } },
});

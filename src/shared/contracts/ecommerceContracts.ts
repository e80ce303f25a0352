import type { accessoryLeadCallSchemas, ecommerceCallSchemas } from './ecommerceServed';
import { describeCalls } from './routeContract';

const admin = { permission: 'ecommerce:manage' } as const;

/**
 * The e-commerce catalogue's administration (spec part 2 §7; features/ecommerce), on the e-commerce
 * base. Create and edit send a multipart form (FormData): the server reads its parts itself.
 */
export const ecommerceRoutes = describeCalls<typeof ecommerceCallSchemas>()({
  list: { method: 'GET', path: '/ecommerce', base: 'ecommerce', access: admin },
  /** 'Eliminar producto': the ids as a list (or `{ ids }`). */
  deactivate: { method: 'PATCH', path: '/ecommerce/deactivateItems', base: 'ecommerce', access: admin },
  catalogs: { method: 'GET', path: '/ecommerce/data/catalogs', base: 'ecommerce', access: admin },
  detail: { method: 'GET', path: '/ecommerce/:id', base: 'ecommerce', access: admin },
  create: { method: 'POST', path: '/ecommerce', base: 'ecommerce', access: admin },
  update: { method: 'PUT', path: '/ecommerce/:id', base: 'ecommerce', access: admin },
  types: { method: 'GET', path: '/accessory-types', base: 'ecommerce', access: admin },
  families: { method: 'GET', path: '/productFamily/all-families', base: 'ecommerce', access: admin },
});

/** Accessory leads of the caller's agency (spec §7 Accessory leads), on the main base. */
export const accessoryLeadRoutes = describeCalls<typeof accessoryLeadCallSchemas>()({
  list: { method: 'GET', path: '/lead-accesorios/', access: { permission: 'accessories:view' } },
  detail: { method: 'GET', path: '/lead-accesorios/:id', access: { permission: 'accessories:view' } },
});

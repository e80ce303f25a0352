import { canAccessPath } from './areas';
import { MENU, type MenuItem } from './menu';
import { can, type Permission } from './permissions';
import type { Role } from './roles';
import { trimTrailing } from './trimTrailing';

/**
 * Screens reached from a menu item without being one (their record pages and boards): guarded by
 * that item's roles, and by the permission of the call the screen reads where not every one of them
 * may make it. The waiting-list board belongs to Citas, whose bdc (calling back no-shows and
 * tomorrow's appointments) does not run the showroom board.
 */
const SCREEN_OWNERS: readonly { prefix: string; route: string; permission?: Permission }[] = [
  { prefix: '/lista-espera-citas', route: '/sells/citas', permission: 'appointments:manage' },
];

function flatten(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((i) => (i.children ? flatten(i.children) : i.route ? [i] : []));
}
const ITEMS = flatten(MENU);

const under = (pathname: string, route: string) => pathname === route || pathname.startsWith(`${route}/`);

/**
 * The menu item that guards a path: the one whose route is the longest prefix of it. An area's
 * landing route ('/sells', '/admin', '/product'…) guards only itself, not the whole area.
 */
export function menuItemOfPath(pathname: string): MenuItem | undefined {
  const path = trimTrailing(pathname, '/') || '/';
  const owner = SCREEN_OWNERS.find((s) => under(path, s.prefix));
  const target = owner ? owner.route : path;
  let best: MenuItem | undefined;
  for (const item of ITEMS) {
    const route = item.route!;
    const isLanding = route.split('/').filter(Boolean).length === 1;
    const matches = isLanding ? target === route : under(target, route);
    if (matches && (!best || route.length > best.route!.length)) best = item;
  }
  return best;
}

/**
 * Whether a role may open a screen: its area (spec §6) and, for screens of the menu, the same
 * roles that see the menu item. The router guards with this; the menu is built from the same table.
 */
export function canOpenPath(role: Role, pathname: string): boolean {
  if (!canAccessPath(role, pathname)) return false;
  const path = trimTrailing(pathname, '/') || '/';
  const owner = SCREEN_OWNERS.find((s) => under(path, s.prefix));
  if (owner?.permission && !can(role, owner.permission)) return false;
  const item = menuItemOfPath(pathname);
  return item === undefined || item.roles.includes(role);
}

import { isAppUrl } from '../windows/appUrl';

export interface PermissionSessionLike {
  setPermissionRequestHandler(
    handler: ((webContents: unknown, permission: string, callback: (granted: boolean) => void, details: { requestingUrl?: string }) => void) | null,
  ): void;
  setPermissionCheckHandler(handler: ((webContents: unknown, permission: string, requestingOrigin: string) => boolean) | null): void;
}

/** Every permission is refused except notifications asked by the app itself. */
export function restrictPermissions(session: PermissionSessionLike): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(permission === 'notifications' && isAppUrl(details.requestingUrl));
  });
  session.setPermissionCheckHandler((_contents, permission, origin) => permission === 'notifications' && isAppUrl(origin));
}

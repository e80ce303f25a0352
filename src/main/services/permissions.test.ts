import { describe, expect, it } from 'vitest';
import { restrictPermissions, type PermissionSessionLike } from './permissions';

describe('permission requests', () => {
  it('grants notifications to the app and refuses everything else', () => {
    let request: Parameters<PermissionSessionLike['setPermissionRequestHandler']>[0] = null;
    let check: Parameters<PermissionSessionLike['setPermissionCheckHandler']>[0] = null;
    restrictPermissions({ setPermissionRequestHandler: (h) => (request = h), setPermissionCheckHandler: (h) => (check = h) });
    const ask = (permission: string, requestingUrl: string) => {
      let answer: boolean | undefined;
      request!({}, permission, (granted) => (answer = granted), { requestingUrl });
      return answer;
    };
    expect(ask('notifications', 'app://crm/login')).toBe(true);
    for (const permission of ['media', 'geolocation', 'clipboard-read', 'openExternal', 'fullscreen', 'pointerLock', 'hid', 'serial']) {
      expect(ask(permission, 'app://crm/')).toBe(false);
    }
    expect(ask('notifications', 'https://evil.example/')).toBe(false);
    expect(check!({}, 'notifications', 'app://crm')).toBe(true);
    expect(check!({}, 'media', 'app://crm')).toBe(false);
  });
});

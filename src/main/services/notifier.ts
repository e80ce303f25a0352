import type { BridgeEvents, BridgeRequest, PermissionAnswer } from '../../shared/bridge';
import type { WindowLike } from '../windows/windowLike';
import type { SettingsAccess } from './settingsStore';

export interface NativeNotificationLike {
  on(event: 'click' | 'close', listener: () => void): unknown;
  show(): void;
}

/** The part of Electron's Notification class the notifier uses. */
export interface NotificationClassLike {
  new (options: { title: string; body: string; silent?: boolean; icon?: string }): NativeNotificationLike;
  isSupported(): boolean;
}

export interface NotifierOptions {
  Notification: NotificationClassLike;
  settings: SettingsAccess;
  mainWindow: () => WindowLike | null;
  icon?: string;
  /** How many shown ids to remember; far more than one user's unread list. */
  memory?: number;
}

export interface Notifier {
  permission(): PermissionAnswer;
  show(request: BridgeRequest<'notify:show'>): void;
}

/**
 * Native notifications for the renderer's 60 s poll: each notification id is shown once, however
 * many polls list it; a click brings the CRM window forward and tells the renderer to discard the
 * notification and open its lead.
 */
export function createNotifier({ Notification, settings, mainWindow, icon, memory = 5000 }: NotifierOptions): Notifier {
  const shown = new Set<number>();
  // Electron drops click handlers of notifications that were garbage-collected: keep them alive.
  const alive = new Map<number, NativeNotificationLike>();

  function clicked(payload: BridgeEvents['notify:clicked']): void {
    alive.delete(payload.id);
    const window = mainWindow();
    if (!window || window.isDestroyed()) return;
    if (window.isMinimized()) window.restore();
    window.show();
    window.focus();
    window.webContents.send('notify:clicked', payload);
  }

  return {
    permission() {
      // Desktop OSes grant apps notifications; the OS settings are where a user turns them off.
      const answer: PermissionAnswer = Notification.isSupported() ? 'granted' : 'unsupported';
      settings.set('notificationPermission', answer);
      return answer;
    },
    show({ id, title, body, leadId }) {
      if (shown.has(id)) return;
      shown.add(id);
      if (shown.size > memory) {
        const oldest = shown.values().next().value;
        if (oldest !== undefined) shown.delete(oldest);
      }
      if (settings.get('notificationPermission') === 'denied' || !Notification.isSupported()) return;
      const notification = new Notification({ title, body, ...(icon ? { icon } : {}) });
      alive.set(id, notification);
      notification.on('click', () => clicked({ id, leadId }));
      notification.on('close', () => alive.delete(id));
      notification.show();
    },
  };
}

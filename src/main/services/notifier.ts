import type { BridgeEvents, BridgeRequest, PermissionAnswer, PolledNotice } from '../../shared/bridge';
import { NOTICE_SUMMARY_THRESHOLD, summariseNotices } from '../../shared/domain/noticeSummary';
import type { WindowLike } from '../windows/windowLike';
import type { SettingsAccess } from './settingsStore';
import { createShownNotices, type ShownNotices } from './shownNotices';

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
  /** What each user was shown, across restarts (the 'notifications' file); this run only when absent. */
  shown?: ShownNotices;
}

export interface Notifier {
  permission(): PermissionAnswer;
  /** One notice, shown once (to the user of the last poll). */
  show(request: BridgeRequest<'notify:show'>): void;
  /** One bell poll: the user's unread notices; new ones shown, a flood as one summary. */
  poll(request: BridgeRequest<'notify:poll'>): void;
}

/** The body of a summary: the bell lists them all. */
export const SUMMARY_BODY = 'Ábrelas en la campana de notificaciones.';

/**
 * Native notifications for the renderer's 60 s bell poll: each notice is shown once per user,
 * however many polls or restarts list it (ShownNotices); more than NOTICE_SUMMARY_THRESHOLD new ones
 * at once (a sign-in with 50 unread) become one summary whose click opens the bell. A click brings
 * the CRM window forward and tells the renderer what to open.
 */
export function createNotifier({ Notification, settings, mainWindow, icon, shown = createShownNotices() }: NotifierOptions): Notifier {
  // Electron drops click handlers of notifications that were garbage-collected: keep them alive.
  const alive = new Set<NativeNotificationLike>();
  let lastUser = 0;

  function forward<E extends 'notify:clicked' | 'notify:summaryClicked'>(event: E, payload: BridgeEvents[E]): void {
    const window = mainWindow();
    if (!window || window.isDestroyed()) return;
    if (window.isMinimized()) window.restore();
    window.show();
    window.focus();
    window.webContents.send(event, payload);
  }

  function display(title: string, body: string, onClick: () => void): void {
    const notification = new Notification({ title, body, ...(icon ? { icon } : {}) });
    alive.add(notification);
    notification.on('click', () => {
      alive.delete(notification);
      onClick();
    });
    notification.on('close', () => alive.delete(notification));
    notification.show();
  }

  function poll({ userId, notices }: { userId: number; notices: readonly PolledNotice[] }): void {
    lastUser = userId;
    const unseen = new Set(shown.unseen(userId, notices.map((n) => n.id)));
    const fresh = notices.filter((n) => unseen.has(n.id));
    if (!fresh.length) return;
    // Remembered even when the OS shows nothing: a later permission must not replay the backlog.
    shown.remember(userId, fresh.map((n) => n.id));
    if (settings.get('notificationPermission') === 'denied' || !Notification.isSupported()) return;
    if (fresh.length > NOTICE_SUMMARY_THRESHOLD) {
      const summary = summariseNotices(fresh.map((n) => n.type));
      display(summary.text, SUMMARY_BODY, () => forward('notify:summaryClicked', { count: summary.count, type: summary.type }));
      return;
    }
    for (const { id, title, body, leadId } of fresh) display(title, body, () => forward('notify:clicked', { id, leadId }));
  }

  return {
    permission() {
      // Desktop OSes grant apps notifications; the OS settings are where a user turns them off.
      const answer: PermissionAnswer = Notification.isSupported() ? 'granted' : 'unsupported';
      settings.set('notificationPermission', answer);
      return answer;
    },
    show(request) {
      poll({ userId: lastUser, notices: [{ ...request, type: '' }] });
    },
    poll,
  };
}

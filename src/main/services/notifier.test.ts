import { describe, expect, it, vi } from 'vitest';
import { fakeWindowFactory, FakeEmitter, type FakeWindow } from '../testing/fakeWindows';
import { createNotifier, type NotificationClassLike } from './notifier';
import { memorySettings } from './settingsStore';

vi.mock('electron-store', () => ({ default: class {} }));

function fakeNotificationClass(supported = true) {
  const instances: FakeNotification[] = [];
  class FakeNotification extends FakeEmitter {
    show = vi.fn();
    constructor(readonly options: { title: string; body: string }) {
      super();
      instances.push(this);
    }
    static isSupported = () => supported;
  }
  return { Notification: FakeNotification as unknown as NotificationClassLike, instances };
}

function setup(supported = true) {
  const { Notification, instances } = fakeNotificationClass(supported);
  const { createWindow } = fakeWindowFactory();
  const window = createWindow({ webPreferences: {} as never }) as FakeWindow;
  const settings = memorySettings();
  const notifier = createNotifier({ Notification, settings, mainWindow: () => window });
  return { notifier, instances, window, settings };
}

const unread = [
  { id: 11, title: 'Nuevo lead', body: 'Se te asignó el lead Juan Pérez', leadId: 40 },
  { id: 12, title: 'Cita hoy', body: 'Tienes una cita a las 12:00', leadId: 41 },
];

describe('native notifications', () => {
  it('shows each unread notification once across polls, with its title and description', () => {
    const { notifier, instances } = setup();
    for (const item of unread) notifier.show(item);
    for (const item of unread) notifier.show(item); // the next 60 s poll lists them again
    notifier.show({ id: 13, title: 'Lead inactivo', body: 'Sin actividad', leadId: null });

    expect(instances.map((n) => n.options)).toEqual([
      { title: 'Nuevo lead', body: 'Se te asignó el lead Juan Pérez' },
      { title: 'Cita hoy', body: 'Tienes una cita a las 12:00' },
      { title: 'Lead inactivo', body: 'Sin actividad' },
    ]);
    for (const n of instances) expect(n.show).toHaveBeenCalledTimes(1);
  });

  it('on click focuses the CRM window and asks the renderer to discard it and open its lead', () => {
    const { notifier, instances, window } = setup();
    window.minimized = true;
    notifier.show(unread[0]!);
    instances[0]?.emit('click');

    expect(window.restore).toHaveBeenCalled();
    expect(window.focus).toHaveBeenCalled();
    expect(window.webContents.send).toHaveBeenCalledWith('notify:clicked', { id: 11, leadId: 40 });
  });

  it('reports and remembers whether the OS supports notifications', () => {
    const ok = setup(true);
    expect(ok.notifier.permission()).toBe('granted');
    expect(ok.settings.get('notificationPermission')).toBe('granted');

    const none = setup(false);
    expect(none.notifier.permission()).toBe('unsupported');
    expect(none.settings.get('notificationPermission')).toBe('unsupported');
    none.notifier.show(unread[0]!);
    expect(none.instances).toHaveLength(0);
  });
});

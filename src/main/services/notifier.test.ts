import { describe, expect, it, vi } from 'vitest';
import { fakeWindowFactory, FakeEmitter, type FakeWindow } from '../testing/fakeWindows';
import { createNotifier, SUMMARY_BODY, type NotificationClassLike } from './notifier';
import { memorySettings } from './settingsStore';
import { createShownNotices, type ShownNoticesFile } from './shownNotices';

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

/** The 'notifications' file: what survives a restart. */
function fakeFile(): ShownNoticesFile & { data: Record<string, unknown> } {
  const data: Record<string, unknown> = {};
  return { data, get: (key) => data[key], set: (key, value) => void (data[key] = structuredClone(value)) };
}

function setup(supported = true, file?: ShownNoticesFile) {
  const { Notification, instances } = fakeNotificationClass(supported);
  const { createWindow } = fakeWindowFactory();
  const window = createWindow({ webPreferences: {} as never }) as FakeWindow;
  const settings = memorySettings();
  const notifier = createNotifier({ Notification, settings, mainWindow: () => window, ...(file ? { shown: createShownNotices({ file }) } : {}) });
  return { notifier, instances, window, settings };
}

const ADVISER = 7;
const inactive = (count: number, from = 100) =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, type: 'INACTIVE_LEAD', title: 'Lead sin contacto', body: `Lead ${i} lleva más de 3 días sin contacto`, leadId: 500 + i }));

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

  it('a flood in one poll (a sign-in with 50 unread) is one summary, whose click opens the bell', () => {
    const { notifier, instances, window } = setup();
    notifier.poll({ userId: ADVISER, notices: inactive(50) });
    notifier.poll({ userId: ADVISER, notices: inactive(50) }); // the next poll: nothing new

    expect(instances.map((n) => n.options)).toEqual([{ title: 'Tienes 50 leads sin contacto', body: SUMMARY_BODY }]);
    instances[0]?.emit('click');
    expect(window.focus).toHaveBeenCalled();
    expect(window.webContents.send).toHaveBeenCalledWith('notify:summaryClicked', { count: 50, type: 'INACTIVE_LEAD' });
  });

  it('summarises mixed types as notifications; up to three new ones are shown one by one', () => {
    const { notifier, instances } = setup();
    const mixed = [...inactive(3), { id: 1, type: 'NEW_LEAD', title: 'Nuevo lead asignado', body: 'Se te asignó el lead Ana', leadId: 9 }];
    notifier.poll({ userId: ADVISER, notices: mixed });
    expect(instances.map((n) => n.options.title)).toEqual(['Tienes 4 notificaciones nuevas']);

    notifier.poll({ userId: ADVISER, notices: [...mixed, ...inactive(3, 200)] });
    expect(instances.map((n) => n.options.title)).toEqual(['Tienes 4 notificaciones nuevas', 'Lead sin contacto', 'Lead sin contacto', 'Lead sin contacto']);
  });

  it('remembers what it showed each user across a restart (the file), and tells another user their own', () => {
    const file = fakeFile();
    const first = setup(true, file);
    first.notifier.poll({ userId: ADVISER, notices: inactive(2) });
    expect(first.instances).toHaveLength(2);

    const restarted = setup(true, file);
    restarted.notifier.poll({ userId: ADVISER, notices: inactive(2) });
    expect(restarted.instances).toHaveLength(0);
    restarted.notifier.poll({ userId: ADVISER + 1, notices: inactive(2) });
    expect(restarted.instances).toHaveLength(2);
  });

  it('remembers notices even while the OS shows none, so allowing them later replays no backlog', () => {
    const { notifier, instances, settings } = setup();
    settings.set('notificationPermission', 'denied');
    notifier.poll({ userId: ADVISER, notices: inactive(5) });
    settings.set('notificationPermission', 'granted');
    notifier.poll({ userId: ADVISER, notices: inactive(5) });
    expect(instances).toHaveLength(0);
  });
});

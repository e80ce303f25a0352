import { describe, expect, it, vi } from 'vitest';
import { createKioskWindow } from '../windows/createKioskWindow';
import { FakeEmitter, fakeWindowFactory, type FakeWindow } from '../testing/fakeWindows';
import { createKioskController, type DisplayLike } from './kiosk';
import { memorySettings } from './settingsStore';

vi.mock('electron-store', () => ({ default: class {} }));

const PRIMARY: DisplayLike = { id: 1, bounds: { x: 0, y: 0, width: 1920, height: 1080 } };
const TV: DisplayLike = { id: 2, bounds: { x: 1920, y: 0, width: 3840, height: 2160 } };
const THIRD: DisplayLike = { id: 3, bounds: { x: -1280, y: 0, width: 1280, height: 1024 } };

class FakeScreen extends FakeEmitter {
  constructor(public displays: DisplayLike[]) {
    super();
  }
  getAllDisplays = () => this.displays;
  getPrimaryDisplay = () => PRIMARY;
  unplug(display: DisplayLike): void {
    this.displays = this.displays.filter((d) => d.id !== display.id);
    this.emit('display-removed', {}, display);
  }
}

function setup(displays: DisplayLike[], settingsInit = {}) {
  const screen = new FakeScreen(displays);
  const settings = memorySettings(settingsInit);
  const { created, createWindow } = fakeWindowFactory();
  const kiosk = createKioskController({
    screen,
    settings,
    openWindow: (bounds, url) => createKioskWindow({ createWindow, preload: 'kiosk.cjs', bounds, url, openExternal: vi.fn() }),
  });
  return { screen, settings, created, kiosk };
}

describe('waiting-list kiosk', () => {
  it('opens the waiting list full screen and kiosk on the secondary display when one is connected', () => {
    const { created, kiosk, settings } = setup([PRIMARY, TV]);
    kiosk.open(3);
    expect(created).toHaveLength(1);
    expect(created[0]?.options).toMatchObject({ ...TV.bounds, fullscreen: true, kiosk: true });
    expect(created[0]?.loadURL).toHaveBeenCalledWith('app://crm/lista-espera-citas/3');
    expect(settings.get('waitingListAgencyId')).toBe(3);
  });

  it('uses the primary display when it is the only one', () => {
    const { created, kiosk } = setup([PRIMARY]);
    kiosk.open(1);
    expect(created[0]?.options).toMatchObject(PRIMARY.bounds);
  });

  it('prefers the display chosen in the settings', () => {
    const { created, kiosk } = setup([PRIMARY, TV, THIRD], { kioskDisplayId: 3 });
    kiosk.open(1);
    expect(created[0]?.options).toMatchObject(THIRD.bounds);
  });

  it('focuses the existing window instead of opening another', () => {
    const { created, kiosk } = setup([PRIMARY, TV]);
    kiosk.open(1);
    const window = created[0] as FakeWindow;
    window.minimized = true;
    kiosk.open(1);
    expect(created).toHaveLength(1);
    expect(window.restore).toHaveBeenCalled();
    expect(window.focus).toHaveBeenCalled();
    expect(window.loadURL).toHaveBeenCalledTimes(1);

    kiosk.open(2);
    expect(created).toHaveLength(1);
    expect(window.loadURL).toHaveBeenLastCalledWith('app://crm/lista-espera-citas/2');
  });

  it('opens a new window after the previous one was closed', () => {
    const { created, kiosk } = setup([PRIMARY, TV]);
    kiosk.open(1);
    (created[0] as FakeWindow).close();
    expect(kiosk.current()).toBeNull();
    kiosk.open(1);
    expect(created).toHaveLength(2);
  });

  it('moves to a remaining display when its display is removed', () => {
    const { created, kiosk, screen } = setup([PRIMARY, TV, THIRD]);
    kiosk.open(1);
    const window = created[0] as FakeWindow;
    screen.unplug(TV);
    expect(window.setBounds).toHaveBeenCalledWith(THIRD.bounds);
    expect(window.setKiosk).toHaveBeenLastCalledWith(true);
    expect(window.setFullScreen).toHaveBeenLastCalledWith(true);

    screen.unplug(THIRD);
    expect(window.setBounds).toHaveBeenLastCalledWith(PRIMARY.bounds);
  });

  it('stays put when another display is removed', () => {
    const { created, kiosk, screen } = setup([PRIMARY, TV, THIRD]);
    kiosk.open(1);
    screen.unplug(THIRD);
    expect((created[0] as FakeWindow).setBounds).not.toHaveBeenCalled();
  });

  it('reloads the board when its renderer crashes', () => {
    const { created, kiosk } = setup([PRIMARY, TV]);
    kiosk.open(1);
    created[0]?.webContents.emit('render-process-gone', {}, { reason: 'crashed' });
    expect(created[0]?.webContents.reload).toHaveBeenCalledTimes(1);
  });
});

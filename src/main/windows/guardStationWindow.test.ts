import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebContents } from '../testing/fakeWindows';
import { guardStationWindow, leavesKiosk } from './guardStationWindow';
import type { WebContentsLike } from './windowLike';

const key = (k: string, mods: Partial<{ alt: boolean; control: boolean; meta: boolean; shift: boolean }> = {}) => ({ type: 'keyDown', key: k, alt: false, control: false, meta: false, shift: false, ...mods });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function guarded(url = 'app://crm/pantalla/lista-espera') {
  const contents = new FakeWebContents();
  contents.url = url;
  const crash = vi.fn();
  Object.assign(contents, { forcefullyCrashRenderer: crash });
  const stop = guardStationWindow(contents as unknown as WebContentsLike, { showsBoard: (u) => u.endsWith('/pantalla/lista-espera'), hangReloadMs: 10_000, crashRetryMs: 60_000 });
  const press = (input: ReturnType<typeof key>) => {
    let prevented = false;
    contents.emit('before-input-event', { preventDefault: () => (prevented = true) }, input);
    return prevented;
  };
  return { contents, crash, stop, press };
}

describe('the display station window', () => {
  it('ignores the keys that leave kiosk mode on the board, and lets the rest through', () => {
    const { press } = guarded();
    for (const input of [key('F4', { alt: true }), key('w', { control: true }), key('q', { control: true }), key('q', { meta: true }), key('F11'), key('Escape'), key('r', { control: true }), key('F5'), key('F12'), key('I', { control: true, shift: true }), key('+', { control: true })]) {
      expect(press(input), JSON.stringify(input)).toBe(true);
    }
    for (const input of [key('a'), key('Enter'), key('F4'), key('1')]) expect(press(input), JSON.stringify(input)).toBe(false);
    expect(leavesKiosk({ ...key('Escape'), type: 'keyUp' })).toBe(false);
  });

  it('keeps every key on the pairing screen (a technician types there)', () => {
    const { press } = guarded('app://crm/pantalla/vincular');
    expect(press(key('F4', { alt: true }))).toBe(false);
    expect(press(key('Escape'))).toBe(false);
  });

  it('reloads a renderer still hung after the wait, not one that recovered', () => {
    const { contents, crash } = guarded();
    contents.emit('unresponsive');
    vi.advanceTimersByTime(9_000);
    contents.emit('responsive');
    vi.advanceTimersByTime(5_000);
    expect(contents.reload).not.toHaveBeenCalled();
    contents.emit('unresponsive');
    vi.advanceTimersByTime(10_000);
    expect(crash).toHaveBeenCalledTimes(1);
    expect(contents.reload).toHaveBeenCalledTimes(1);
  });

  it('retries a crashed board later unless it loaded again meanwhile; stop clears the timers', () => {
    const { contents, stop } = guarded();
    contents.emit('render-process-gone', {}, { reason: 'crashed' });
    vi.advanceTimersByTime(60_000);
    expect(contents.reload).toHaveBeenCalledTimes(1);
    contents.emit('render-process-gone', {}, { reason: 'oom' });
    contents.emit('did-finish-load');
    vi.advanceTimersByTime(60_000);
    expect(contents.reload).toHaveBeenCalledTimes(1);
    contents.emit('render-process-gone', {}, { reason: 'clean-exit' });
    contents.emit('unresponsive');
    stop();
    vi.advanceTimersByTime(120_000);
    expect(contents.reload).toHaveBeenCalledTimes(1);
  });
});

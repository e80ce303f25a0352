import fs from 'node:fs';

/** The page binding the preload's ipcRenderer.invoke goes through (exposed by the harness). */
export const IPC_INVOKE_BINDING = '__crmHarnessIpcInvoke';
/** What main's webContents.send calls in the page to reach the preload's ipcRenderer.on listeners. */
export const IPC_EMIT_FUNCTION = '__crmHarnessIpcEmit';

/**
 * The BUILT preload (out/preload/index.cjs or kiosk.cjs, the file main names in webPreferences),
 * run as Electron runs a sandboxed preload: a CommonJS module whose `require('electron')` gives
 * `contextBridge` and `ipcRenderer`, and nothing else. Here contextBridge puts the object on the
 * page's window (no isolated world outside Electron) and ipcRenderer goes to main's real
 * handlers through a Playwright binding.
 */
export function preloadInitScript(preloadFile: string): string {
  const source = fs.readFileSync(preloadFile, 'utf8');
  return `(() => {
  const listeners = new Map();
  const ipcRenderer = {
    invoke: (channel, ...args) => window[${JSON.stringify(IPC_INVOKE_BINDING)}](channel, ...args),
    on(channel, listener) {
      listeners.set(channel, [...(listeners.get(channel) || []), listener]);
      return ipcRenderer;
    },
    removeListener(channel, listener) {
      listeners.set(channel, (listeners.get(channel) || []).filter((l) => l !== listener));
      return ipcRenderer;
    },
    send() { throw new Error('ipcRenderer.send is not used by the bridge'); },
    sendSync() { throw new Error('ipcRenderer.sendSync is not used by the bridge'); },
  };
  Object.defineProperty(window, ${JSON.stringify(IPC_EMIT_FUNCTION)}, {
    value: (channel, payload) => {
      for (const listener of listeners.get(channel) || []) listener({ sender: null }, payload);
    },
  });
  const contextBridge = {
    exposeInMainWorld(key, api) {
      if (key in window) throw new Error('exposed twice: ' + key);
      Object.defineProperty(window, key, { value: api, enumerable: true });
    },
  };
  const require = (name) => {
    if (name === 'electron') return { contextBridge, ipcRenderer };
    throw new Error('a sandboxed preload cannot require ' + name);
  };
  const module = { exports: {} };
  (function (require, module, exports) {
${source}
  })(require, module, module.exports);
})();`;
}

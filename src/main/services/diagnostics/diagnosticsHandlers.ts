import type { DiagnosticsInfo, RuntimeConfig } from '../../../shared/bridge';
import type { BridgeHandlers } from '../../ipc/registerHandlers';
import type { RendererErrorLog } from '../logging/rendererErrorLog';
import { checkApiHealth, type CheckApiOptions } from './checkApiHealth';
import { writeSupportBundle } from './supportBundle';

export type DiagnosticsChannel = 'log:error' | 'diagnostics:info' | 'diagnostics:saveBundle';

export interface DiagnosticsDeps {
  version: string;
  /** 'win32 x64 10.0.19045' */
  platform: string;
  runtimeConfig: () => RuntimeConfig;
  /** The logs folder; null when main writes no log files. */
  logDir: string | null;
  /** Everything logged so far on disk, before the bundle reads the files. */
  flushLogs: () => Promise<void>;
  rendererErrors: RendererErrorLog | null;
  /** The updater's channel and state, once an updater is wired; null meanwhile ('No disponible'). */
  updateState?: () => DiagnosticsInfo['update'];
  /** The user's Downloads folder (Electron's app.getPath('downloads')). */
  downloadsDir: () => string;
  /** Electron's shell.showItemInFolder. */
  showItemInFolder: (file: string) => void;
  home?: string;
  checkApi?: CheckApiOptions;
  now?: () => Date;
}

/** Main's side of the diagnostics channels: renderer errors into renderer.log, the info screen, the support bundle. */
export function createDiagnosticsHandlers(deps: DiagnosticsDeps): Pick<BridgeHandlers, DiagnosticsChannel> {
  const info = async (): Promise<DiagnosticsInfo> => {
    const config = deps.runtimeConfig();
    return {
      version: deps.version,
      environment: config.environment,
      platform: deps.platform,
      apiBase: config.api.main,
      api: await checkApiHealth(config.api.main, deps.checkApi),
      update: deps.updateState?.() ?? null,
      logDir: deps.logDir,
    };
  };
  return {
    'log:error': (report) => {
      // The route says which window it was (the kiosk's is /lista-espera-citas/…).
      deps.rendererErrors?.report(report);
    },
    'diagnostics:info': info,
    'diagnostics:saveBundle': async () => {
      const [current] = await Promise.all([info(), deps.flushLogs()]);
      const path = writeSupportBundle({ info: current, logDir: deps.logDir, targetDir: deps.downloadsDir(), home: deps.home, now: deps.now });
      deps.showItemInFolder(path);
      return { path };
    },
  };
}

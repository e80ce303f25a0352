import type { CrmBridge, RendererErrorReport } from '@shared/bridge';

type LogBridge = Pick<CrmBridge, 'log:error'>;

const clip = (text: string | undefined, max: number) => (text && text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Sends one renderer error to main's renderer.log (the browser build prints it); never throws. */
export function reportError(bridge: Partial<LogBridge>, error: unknown, source: RendererErrorReport['source']): void {
  const err = error instanceof Error ? error : new Error(typeof error === 'string' ? error : JSON.stringify(error) ?? String(error));
  const report: RendererErrorReport = {
    // The channel's schema has limits: a huge message must still arrive, cut.
    message: clip(err.message || err.name, 2000) ?? 'Error',
    stack: clip(err.stack, 16_000),
    route: clip(window.location.pathname, 1000),
    source,
  };
  // The kiosk's bridge of an older main may lack the channel: nothing to do then.
  void bridge['log:error']?.(report).catch(() => {});
}

/** window.onerror and unhandled rejections of this window, into renderer.log. */
export function installErrorReporting(bridge: Partial<LogBridge>): void {
  window.addEventListener('error', (event) => reportError(bridge, event.error ?? event.message, 'window'));
  window.addEventListener('unhandledrejection', (event) => reportError(bridge, event.reason, 'promise'));
}

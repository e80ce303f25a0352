import { allowedExternalUrl } from '../services/urlAllowList';
import { isAppUrl } from './appUrl';
import type { WebContentsLike } from './windowLike';

export interface HardenOptions {
  openExternal: (url: string) => Promise<void> | void;
  /** Reloads after a renderer crash are capped so a page that always crashes does not loop forever. */
  maxReloads?: number;
  now?: () => number;
}

/**
 * Navigation stays inside app://crm; new windows are never created (allowed external links go to
 * the OS browser); a crashed renderer is reloaded (the session lives in main, so it survives).
 */
export function hardenWebContents(contents: WebContentsLike, { openExternal, maxReloads = 3, now = Date.now }: HardenOptions): void {
  const leave = (event: { preventDefault(): void }, url: string) => {
    if (isAppUrl(url)) return;
    event.preventDefault();
    const external = allowedExternalUrl(url);
    if (external) void openExternal(external);
  };
  contents.on('will-navigate', leave);
  contents.on('will-redirect', leave);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    const external = allowedExternalUrl(url);
    if (external) void openExternal(external);
    return { action: 'deny' };
  });

  const reloads: number[] = [];
  contents.on('render-process-gone', (_event, details) => {
    if (details.reason === 'clean-exit' || contents.isDestroyed()) return;
    const minuteAgo = now() - 60_000;
    while (reloads.length > 0 && (reloads[0] ?? 0) < minuteAgo) reloads.shift();
    if (reloads.length >= maxReloads) return;
    reloads.push(now());
    contents.reload();
  });
}

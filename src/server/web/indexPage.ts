import type { RuntimeConfig } from '../../shared/bridge';

/** Where the client reads it: `<script type="application/json" id="crm-config">` (never executed, so the CSP allows it). */
export const CONFIG_ELEMENT_ID = 'crm-config';

/**
 * The app's page with the runtime configuration in it, so the first screen needs no /config.json
 * round trip. `<` is escaped so no value can close the script element.
 */
export function injectRuntimeConfig(html: string, config: RuntimeConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const tag = `<script type="application/json" id="${CONFIG_ELEMENT_ID}">${json}</script>`;
  return html.includes('</head>') ? html.replace('</head>', `${tag}</head>`) : `${tag}${html}`;
}

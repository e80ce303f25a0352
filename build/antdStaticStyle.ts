import { createElement, type ReactElement } from 'react';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:antd-static.css';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * antd's styles, extracted once at build time (antd's documented static extraction,
 * @ant-design/static-style-extract) with the app's own theme, as a CSS module the renderer
 * imports: `import 'virtual:antd-static.css'`. The renderer's ConfigProvider sets
 * `zeroRuntime: true`, so antd generates no styles while rendering. Used by the browser build
 * and by electron-vite's renderer build alike (both take vite.renderer.config.ts).
 */
export function antdStaticStyle(): Plugin {
  let css: string | undefined;
  return {
    name: 'crm:antd-static-style',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (css === undefined) {
        const [{ extractStyle }, { ConfigProvider }, { APP_THEME }] = await Promise.all([
          import('@ant-design/static-style-extract'),
          import('antd'),
          import('../src/renderer/src/app/theme'),
        ]);
        css = extractStyle({
          customTheme: (node: ReactElement) => createElement(ConfigProvider, { theme: { ...APP_THEME, zeroRuntime: false } }, node),
          // Tour's extracted rules contain an invalid selector (`:where(.css-…)-placement-left`) that
          // the CSS minifier rejects; the app has no tour. Every other component is included, so a
          // new screen may use any of them.
          excludes: ['Tour'],
        });
      }
      return css;
    },
  };
}

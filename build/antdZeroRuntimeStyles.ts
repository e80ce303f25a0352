import path from 'node:path';
import type { Plugin } from 'vite';

/** antd's component style modules: `antd/es/<component>/style/*.js` (not the shared `antd/es/style`). */
const STYLE_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/][^\\/]+[\\/]style[\\/][^\\/]+\.js$/;

/** @rc-component/color-picker's modules: pure ES modules, no side effects at import. */
const RC_COLOR_PICKER = /[\\/]node_modules[\\/]@rc-component[\\/]color-picker[\\/]es[\\/]/;

/** The style factories of antd's theme/internal, and the light stand-in of each. */
const STAND_INS: Record<string, string> = {
  // genStyleHooks(...) → useStyle(prefixCls, rootCls): [hashId, cssVarCls]
  genStyleHooks: '__crmStyleHooks',
  // genComponentStyleHook(...) → useStyle(prefixCls, rootCls): hashId
  genComponentStyleHook: '__crmComponentStyleHook',
  // genSubStyleComponent(...) → a component rendering nothing, mounted only to inject styles
  genSubStyleComponent: '__crmSubStyleComponent',
};

type Node = { type: string; start: number; end: number; callee?: { type: string; name?: string } } & Record<string, unknown>;

/** Every call of a style factory in a module's AST (outermost calls only). */
function factoryCalls(ast: unknown): Node[] {
  const calls: Node[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    const node = value as Node;
    if (node.type === 'CallExpression' && node.callee?.type === 'Identifier' && node.callee.name! in STAND_INS) {
      calls.push(node);
      return;
    }
    for (const key of Object.keys(node)) if (key !== 'type') visit(node[key]);
  };
  visit(ast);
  return calls;
}

/**
 * antd renders with `theme.zeroRuntime` (app/theme.ts) and takes every rule from the stylesheet
 * extracted at build time (antdStaticStyle.ts), so the style *generators* of each component
 * (`antd/es/<component>/style`: CSS-in-JS functions, their tokens, and what they import — the
 * colour picker for Button's and Tag's tokens, Collapse…) never run, yet every component imports
 * them. This replaces each factory call in those modules by a stand-in returning what the real
 * hook returns under zeroRuntime (the theme's hash class and the CSS-variable class), so the
 * generators become unused and drop out of the bundle: about 60 KB gzip off the leads list's path.
 *
 * It holds only because every antd render runs under the app's theme with zeroRuntime and a fixed
 * `cssVar.key` (App.tsx, loginEntry.tsx; static Modal.confirm & co. through ConfigProvider.config's
 * holderRender): the stylesheet then carries the component variables under that same key.
 * The build-time extraction imports antd in Node, outside this transform, so it keeps the generators.
 */
export function antdZeroRuntimeStyles(): Plugin {
  return {
    name: 'crm:antd-zero-runtime-styles',
    transform(code, id) {
      // Only Tooltip's colour parsing is left of the colour picker on most screens; its package
      // declares no sideEffects, so without this its whole component tree rides along (~3 KB gzip).
      if (RC_COLOR_PICKER.test(id)) return { code, map: null, moduleSideEffects: false };
      if (!STYLE_MODULE.test(id) || !Object.keys(STAND_INS).some((name) => code.includes(name))) return undefined;
      const calls = factoryCalls(this.parse(code));
      if (calls.length === 0) return undefined;
      let out = code;
      for (const call of [...calls].sort((a, b) => b.start - a.start)) {
        out = `${out.slice(0, call.start)}${STAND_INS[call.callee!.name!]}()${out.slice(call.end)}`;
      }
      const useToken = path.relative(path.dirname(id), path.join(id, '../../../theme/useToken.js')).split(path.sep).join('/');
      const standIns = [
        `import __crmUseToken from './${useToken}';`,
        // useToken(): [theme, realToken, hashId, token, cssVar, zeroRuntime]
        'const __crmStyleHooks = () => () => { const t = __crmUseToken(); return [t[2], t[4].key]; };',
        'const __crmComponentStyleHook = () => () => __crmUseToken()[2];',
        'const __crmSubStyleComponent = () => () => null;',
      ].join('\n');
      return { code: `${standIns}\n${out}`, map: null };
    },
  };
}

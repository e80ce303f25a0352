import type { Plugin } from 'vite';

/**
 * Two accessibility defects of antd's dependencies, mended where they are written (the renderer
 * build transforms the two modules; nothing else changes):
 *
 * 1. @ant-design/icons names every icon after its file ('filter', 'plus', 'logout', 'down'), so a
 *    button reads 'filter Filtros' and a select's arrow reads 'down', in English. An icon is
 *    decorative unless its user names it: with no aria-label it is aria-hidden and has no role.
 * 2. @rc-component/table renders a hidden row that measures column widths with copies of the
 *    header titles: aria-hidden, yet its sort buttons and 'select all' checkbox take Tab focus
 *    (axe aria-hidden-focus). The row is made inert: neither focusable nor read.
 * 3. Texts read aloud that antd's es_ES locale does not cover, written in English in the code:
 *    the number inputs' steppers, the table's selection checkboxes and the tabs' live region.
 * 4. @rc-component/util's focus lock (every modal and drawer) only notes which element should get
 *    focus when Tab leaves the dialog's last element, and pulls focus back on the next 'focusin'.
 *    A modal is the document's last content, so that Tab leaves the page: focus sits on the body
 *    (Electron has no browser bar to go to) and nothing fires until the next Tab. The lock now
 *    moves focus itself, first to last and last to first, so the loop never leaves the dialog.
 */
const ICON_MODULE = /[\\/]@ant-design[\\/]icons[\\/](es|lib)[\\/]components[\\/]AntdIcon(Light)?\.js$/;
const MEASURE_ROW_MODULE = /[\\/]@rc-component[\\/]table[\\/](es|lib)[\\/]Body[\\/]MeasureRow\.js$/;

const ICON_NAME = /role: "img",\s*"aria-label": icon\.name/;
const ICON_DECORATIVE = 'role: restProps["aria-label"] ? "img" : undefined, "aria-hidden": restProps["aria-label"] ? undefined : "true"';
const MEASURE_ROW = /"aria-hidden": "true",(\s*)className: `\$\{prefixCls\}-measure-row`/;
const FOCUS_LOCK_MODULE = /[\\/]@rc-component[\\/]util[\\/](es|lib)[\\/]Dom[\\/]focus\.js$/;
const FOCUS_WRAP: [string, string][] = [
  ['lastFocusElement = last;', 'lastFocusElement = last; if (last) { e.preventDefault(); last.focus(); }'],
  ['lastFocusElement = focusableList[0];', 'lastFocusElement = focusableList[0]; if (focusableList[0]) { e.preventDefault(); focusableList[0].focus(); }'],
];

/** English texts read aloud, by module, and their Spanish. */
const SPANISH: { module: RegExp; texts: [string, string][] }[] = [
  {
    module: /[\\/]@rc-component[\\/]input-number[\\/](es|lib)[\\/]StepHandler\.js$/,
    texts: [
      ["'Increase Value'", "'Aumentar valor'"],
      ["'Decrease Value'", "'Disminuir valor'"],
    ],
  },
  {
    module: /[\\/]antd[\\/](es|lib)[\\/]table[\\/]hooks[\\/]useSelection\.js$/,
    texts: [
      ["'Custom selection'", "'Selección personalizada'"],
      ["'Select all'", "'Seleccionar todo'"],
      ['`Row ${index + 1} selected`', '`Fila ${index + 1} seleccionada`'],
      ['`Select row ${index + 1}`', '`Seleccionar fila ${index + 1}`'],
    ],
  },
  {
    module: /[\\/]@rc-component[\\/]tabs[\\/](es|lib)[\\/]TabNavList[\\/]TabNode\.js$/,
    texts: [
      ['`Tab ${currentPosition} of ${tabCount}`', '`Pestaña ${currentPosition} de ${tabCount}`'],
      ["removeAriaLabel || 'remove'", "removeAriaLabel || 'Quitar'"],
    ],
  },
];

/** The module's code with the patch applied, or null when `id` is not one of the two modules. Throws when a module no longer has the expected code (a dependency update to look at). */
export function patchA11y(code: string, id: string): string | null {
  if (ICON_MODULE.test(id)) {
    if (!ICON_NAME.test(code)) throw new Error(`a11yPatches: ${id} no longer names icons as expected`);
    return code.replace(ICON_NAME, ICON_DECORATIVE);
  }
  if (MEASURE_ROW_MODULE.test(id)) {
    if (!MEASURE_ROW.test(code)) throw new Error(`a11yPatches: ${id} no longer renders the measure row as expected`);
    return code.replace(MEASURE_ROW, (_m, space: string) => `"aria-hidden": "true",${space}inert: true,${space}className: \`\${prefixCls}-measure-row\``);
  }
  if (FOCUS_LOCK_MODULE.test(id)) return replaceAll(code, id, FOCUS_WRAP);
  const spanish = SPANISH.find((m) => m.module.test(id));
  return spanish ? replaceAll(code, id, spanish.texts) : null;
}

/** `code` with each pair's first text replaced by its second; throws when one is missing (a dependency update to look at). */
function replaceAll(code: string, id: string, pairs: [string, string][]): string {
  return pairs.reduce((out, [before, after]) => {
    if (!out.includes(before)) throw new Error(`a11yPatches: ${id} no longer has ${before}`);
    return out.split(before).join(after);
  }, code);
}

export function a11yPatches(): Plugin {
  return {
    name: 'crm-a11y-patches',
    enforce: 'pre',
    transform(code, id) {
      const patched = patchA11y(code, id);
      return patched === null ? null : { code: patched, map: null };
    },
  };
}

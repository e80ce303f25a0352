import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { patchA11y } from './a11yPatches';

const modules = resolve(import.meta.dirname, '../node_modules');
const iconPath = resolve(modules, '@ant-design/icons/es/components/AntdIcon.js');
const measurePath = resolve(modules, '@rc-component/table/es/Body/MeasureRow.js');

describe('a11yPatches', () => {
  it('makes an unnamed icon decorative and keeps a named one', () => {
    const code = patchA11y(readFileSync(iconPath, 'utf8'), iconPath)!;
    expect(code).not.toContain('"aria-label": icon.name');
    expect(code).toContain('"aria-hidden": restProps["aria-label"] ? undefined : "true"');
  });

  it('makes the table measure row inert', () => {
    const code = patchA11y(readFileSync(measurePath, 'utf8'), measurePath)!;
    expect(code).toMatch(/"aria-hidden": "true",\s*inert: true,/);
  });

  it('puts the English texts antd reads aloud into Spanish', () => {
    const stepper = resolve(modules, '@rc-component/input-number/es/StepHandler.js');
    expect(patchA11y(readFileSync(stepper, 'utf8'), stepper)).toContain("'Aumentar valor'");
    const selection = resolve(modules, 'antd/es/table/hooks/useSelection.js');
    const table = patchA11y(readFileSync(selection, 'utf8'), selection)!;
    expect(table).toContain('`Seleccionar fila ${index + 1}`');
    expect(table).not.toContain("'Select all'");
    const tab = resolve(modules, '@rc-component/tabs/es/TabNavList/TabNode.js');
    expect(patchA11y(readFileSync(tab, 'utf8'), tab)).toContain('`Pestaña ${currentPosition} de ${tabCount}`');
  });

  it('makes the focus lock wrap Tab inside the dialog itself', () => {
    const focus = resolve(modules, '@rc-component/util/es/Dom/focus.js');
    const code = patchA11y(readFileSync(focus, 'utf8'), focus)!;
    expect(code).toContain('lastFocusElement = last; if (last) { e.preventDefault(); last.focus(); }');
    expect(code).toContain('focusableList[0].focus(); }');
  });

  it('leaves other modules alone and refuses a changed dependency', () => {
    expect(patchA11y('const x = 1;', '/node_modules/antd/es/button/index.js')).toBeNull();
    expect(() => patchA11y('role: "img"', '/node_modules/@ant-design/icons/es/components/AntdIcon.js')).toThrow(/no longer/);
  });
});

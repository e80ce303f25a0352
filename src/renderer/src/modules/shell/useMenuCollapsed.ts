import { useState } from 'react';

const KEY = 'crm-menu-collapsed';

/** Below this width (antd's xl) the side column starts folded: a 1024 px laptop keeps its width for the lists. */
export const MENU_FOLDED_BELOW = 1200;

function stored(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The desktop side menu's folded state. From MENU_FOLDED_BELOW up it is remembered across loads on
 * this workstation; below it the menu starts folded on every load (issue 51: at 1024×768 the open
 * 270 px column left the leads list 4½ of its 6 columns) and the user may open it for this load
 * without changing what a wide window remembers.
 */
export function useMenuCollapsed(narrow: boolean): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsed] = useState(stored);
  const [openedNarrow, setOpenedNarrow] = useState(false);
  if (narrow) return [!openedNarrow, (value: boolean) => setOpenedNarrow(!value)];
  const set = (value: boolean) => {
    setCollapsed(value);
    try {
      localStorage.setItem(KEY, value ? '1' : '0');
    } catch {
      // Storage refused (private mode): the state lasts for this load only.
    }
  };
  return [collapsed, set];
}

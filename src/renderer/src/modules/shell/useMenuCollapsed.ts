import { useState } from 'react';

const KEY = 'crm-menu-collapsed';

/** The desktop side menu's folded state, remembered across loads on this workstation. */
export function useMenuCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsed] = useState(() => {
    try {
      return localStorage.getItem(KEY) === '1';
    } catch {
      return false;
    }
  });
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

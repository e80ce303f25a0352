import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { PaginationProps } from 'antd';

const ARROW_NAMES: Partial<Record<string, string>> = { prev: 'Página anterior', next: 'Página siguiente' };

/**
 * antd's pager draws its previous/next arrows as buttons holding only an icon: with the icons
 * decorative (build/a11yPatches.ts) they need a name of their own. Pass as `itemRender`.
 */
export const pagerItemRender: NonNullable<PaginationProps['itemRender']> = (_page, type, element): ReactNode => {
  const name = ARROW_NAMES[type];
  return name && isValidElement(element) ? cloneElement(element as ReactElement<{ 'aria-label'?: string }>, { 'aria-label': name }) : element;
};

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A table that scrolls sideways but holds nothing focusable (the import preview's cells are text)
 * cannot be scrolled from the keyboard unless its scroller takes focus: antd renders that scroller
 * (`.ant-table-content`) itself, so it is named and made a tab stop here once it exists.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const scroller = host.current?.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
    if (!scroller) return;
    scroller.tabIndex = 0;
    scroller.setAttribute('role', 'region');
    scroller.setAttribute('aria-label', label);
  });
  return <div ref={host}>{children}</div>;
}

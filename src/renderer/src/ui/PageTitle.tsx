import type { CSSProperties, ReactNode } from 'react';
import { Typography } from 'antd';

export interface PageTitleProps {
  children: ReactNode;
  style?: CSSProperties;
}

/** The screen's one level-1 heading (one h1 a screen), at the size the screens had. */
export function PageTitle({ children, style }: PageTitleProps) {
  return (
    <Typography.Title level={1} style={{ fontSize: 24, ...style }}>
      {children}
    </Typography.Title>
  );
}

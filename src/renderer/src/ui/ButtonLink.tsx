import type { MouseEvent, ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export interface ButtonLinkProps {
  to: string;
  children: ReactNode;
  type?: ButtonProps['type'];
  icon?: ReactNode;
  size?: ButtonProps['size'];
}

/**
 * A link that looks like a button: one element, one tab stop, read as a link (a <Link> wrapping a
 * <Button> was two stops, the inner one a button that navigates). Clicks route in the app; a middle
 * click or Ctrl+click opens the address as any link does.
 */
export function ButtonLink({ to, children, type, icon, size }: ButtonLinkProps) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button type={type} icon={icon} size={size} href={href} onClick={(e: MouseEvent<HTMLElement>) => onClick(e as MouseEvent<HTMLAnchorElement>)}>
      {children}
    </Button>
  );
}

import { Fragment } from 'react';
import { Typography } from 'antd';

export interface EmailTextProps {
  email: string | null | undefined;
  copyable?: boolean;
}

/**
 * An e-mail address that wraps only before its '@' and its dots ('isaias_luevano…' / '@empresa' /
 * '.com.mx'), never inside a word as a narrow cell's break-word would; '-' when there is none.
 */
export function EmailText({ email, copyable = false }: EmailTextProps) {
  if (!email) return <>-</>;
  const parts = email.split(/(?=[@.])/);
  return (
    <Typography.Text data-testid="email-text" copyable={copyable ? { text: email, tooltips: ['Copiar', 'Copiado'] } : false} style={{ wordBreak: 'normal', overflowWrap: 'normal' }}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </Typography.Text>
  );
}

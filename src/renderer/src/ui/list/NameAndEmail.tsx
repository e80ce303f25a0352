import type { ReactNode } from 'react';
import { Typography } from 'antd';

export interface NameAndEmailProps {
  name: string;
  email?: string | null;
  /** Shown after the name (a state tag). */
  extra?: ReactNode;
}

/**
 * A list's first cell: the name in bold over the e-mail, each on one line and cut with an ellipsis
 * (the whole text on hover) so the column keeps its width and the table fits its window.
 */
export function NameAndEmail({ name, email, extra }: NameAndEmailProps) {
  return (
    <span style={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <span style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
        <Typography.Text strong ellipsis={{ tooltip: name }} style={{ minWidth: 0 }}>
          {name}
        </Typography.Text>
        {extra}
      </span>
      {email ? (
        <Typography.Text type="secondary" ellipsis={{ tooltip: email }} style={{ fontSize: 12 }}>
          {email}
        </Typography.Text>
      ) : null}
    </span>
  );
}

/** A date-and-time cell on one line ('26-11-2026 18:45:12'): its column is given the width it needs. */
export const DATE_TIME_COLUMN_WIDTH = 190;
